# Voir locales/en/challenges.ftl. Les mots de réponse (accept, decline, approve,
# refuse) restent en anglais : c'est ainsi que l'arbitre les lit.

challenge-terms = { $variant }, cadence { $control }
challenge-terms-untimed = { $variant }, sans cadence
challenge-terms-unrated = { $terms }, non classée

challenge-sent-subject = Défi envoyé
challenge-sent = Votre défi à { $challenged } ({ $terms }) est parti ; je vous préviendrai dès qu'il aura reçu une réponse.
challenge-subject = Défi de { $challenger }
challenge-request = { $challenger } vous défie à une partie ({ $terms }) ; vous joueriez avec les { $color ->
        [white] Blancs
       *[black] Noirs
    }.
challenge-accept = Pour accepter, répondez à ce message par le mot
challenge-decline = Pour décliner, répondez par
challenge-lapses = Le défi expire s'il n'a reçu aucune réponse avant le { $at }.
challenge-declined-subject = Défi décliné
challenge-declined = { $challenged } a décliné votre défi ({ $terms }).
challenge-lapsed-subject = Défi expiré
challenge-lapsed = Votre défi à { $challenged } ({ $terms }) a expiré : il est resté sans réponse jusqu'au { $at }, { $days ->
        [one] { $days } jour
       *[other] { $days } jours
    } après son envoi. Aucune partie n'a été créée ; vous pouvez envoyer un nouveau défi.

## Approbation par un organisateur

approval-subject = Approuver une partie ?
approval-request = { $challenger } a défié { $challenged } à une partie ({ $terms }), et le défi a été accepté.
approval-approve = Pour que la partie commence, répondez à ce message par
approval-refuse = Pour l'empêcher, répondez par
approval-waiting-subject = Défi accepté, en attente d'approbation
approval-waiting = Le défi { $challenger } contre { $challenged } ({ $terms }) a été accepté ; la partie commencera dès qu'un organisateur l'aura approuvée.
approval-refused-subject = Défi non approuvé
approval-refused = L'organisateur { $organiser } n'a pas approuvé la partie entre { $challenger } et { $challenged } ({ $terms }).
