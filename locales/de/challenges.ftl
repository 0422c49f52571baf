# Siehe locales/en/challenges.ftl. Die Antwortwörter (accept, decline, approve,
# refuse) bleiben englisch: So liest sie der Schiedsrichter.

challenge-terms = { $variant }, Bedenkzeit { $control }
challenge-terms-untimed = { $variant }, ohne Bedenkzeit
challenge-terms-unrated = { $terms }, ungewertet

challenge-sent-subject = Herausforderung gesendet
challenge-sent = Ihre Herausforderung an { $challenged } ({ $terms }) ist verschickt; Sie hören von mir, sobald sie beantwortet ist.
challenge-subject = Herausforderung von { $challenger }
challenge-request = { $challenger } fordert Sie zu einer Partie heraus: { $terms }; Sie würden mit { $color ->
        [white] Weiß
       *[black] Schwarz
    } spielen.
challenge-accept = Um anzunehmen, antworten Sie auf diese Nachricht mit dem Wort
challenge-decline = Um abzulehnen, antworten Sie mit
challenge-lapses = Die Herausforderung verfällt, wenn bis { $at } keine Antwort kommt.
challenge-declined-subject = Herausforderung abgelehnt
challenge-declined = { $challenged } hat Ihre Herausforderung abgelehnt ({ $terms }).
challenge-lapsed-subject = Herausforderung verfallen
challenge-lapsed = Ihre Herausforderung an { $challenged } ({ $terms }) ist verfallen: Bis { $at }, { $days ->
        [one] { $days } Tag
       *[other] { $days } Tage
    } nach dem Senden, kam keine Antwort. Es wurde keine Partie angelegt; Sie können eine neue Herausforderung senden.

## Genehmigung durch einen Turnierleiter

approval-subject = Eine Partie genehmigen?
approval-request = { $challenger } hat { $challenged } zu einer Partie herausgefordert ({ $terms }), und die Herausforderung wurde angenommen.
approval-approve = Damit die Partie beginnt, antworten Sie auf diese Nachricht mit
approval-refuse = Um sie zu verhindern, antworten Sie mit
approval-waiting-subject = Herausforderung angenommen, Genehmigung ausstehend
approval-waiting = Die Herausforderung { $challenger } gegen { $challenged } ({ $terms }) wurde angenommen; die Partie beginnt, sobald ein Turnierleiter sie genehmigt.
approval-refused-subject = Herausforderung nicht genehmigt
approval-refused = Der Turnierleiter { $organiser } hat die Partie zwischen { $challenger } und { $challenged } ({ $terms }) nicht genehmigt.
