# Zie locales/en/challenges.ftl. De antwoordwoorden (accept, decline, approve,
# refuse) blijven Engels: zo leest de arbiter ze.

challenge-terms = { $variant }, bedenktijd { $control }
challenge-terms-untimed = { $variant }, zonder bedenktijd
challenge-terms-unrated = { $terms }, niet voor de rating

challenge-sent-subject = Uitdaging verstuurd
challenge-sent = Uw uitdaging aan { $challenged } ({ $terms }) is verstuurd; u hoort het zodra er antwoord is.
challenge-subject = Uitdaging van { $challenger }
challenge-request = { $challenger } daagt u uit voor een partij ({ $terms }); u zou met { $color ->
        [white] Wit
       *[black] Zwart
    } spelen.
challenge-accept = Om aan te nemen, beantwoordt u dit bericht met het woord
challenge-decline = Om af te wijzen, antwoordt u met
challenge-lapses = De uitdaging vervalt als er vóór { $at } geen antwoord is.
challenge-declined-subject = Uitdaging afgewezen
challenge-declined = { $challenged } heeft uw uitdaging afgewezen ({ $terms }).
challenge-lapsed-subject = Uitdaging verlopen
challenge-lapsed = Uw uitdaging aan { $challenged } ({ $terms }) is verlopen: er kwam geen antwoord vóór { $at }, { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } nadat u haar verstuurde. Er is geen partij gemaakt; u kunt een nieuwe uitdaging sturen.

## Goedkeuring door een organisator

approval-subject = Een partij goedkeuren?
approval-request = { $challenger } heeft { $challenged } uitgedaagd voor een partij ({ $terms }), en de uitdaging is aangenomen.
approval-approve = Om de partij te laten beginnen, beantwoordt u dit bericht met
approval-refuse = Om haar tegen te houden, antwoordt u met
approval-waiting-subject = Uitdaging aangenomen, wacht op goedkeuring
approval-waiting = De uitdaging { $challenger } tegen { $challenged } ({ $terms }) is aangenomen; de partij begint zodra een organisator haar goedkeurt.
approval-refused-subject = Uitdaging niet goedgekeurd
approval-refused = De organisator { $organiser } heeft de partij tussen { $challenger } en { $challenged } ({ $terms }) niet goedgekeurd.
