# Zie locales/en/guessing.ftl.

guess-target-game = partij { $game }
guess-target-sender = afzender { $sender }
guess-subject = Pogingen om geheime codes te raden: mails voor { $what } vastgehouden
guess-found = Iemand probeert geheime codes te raden: { $first } had in de laatste { $window } { $count ->
        [one] { $count } mislukte poging
       *[other] { $count } mislukte pogingen
    } (hoogstens { $limit } zijn toegestaan; [auth] guess_limit en guess_window).
guess-held = Vanaf nu worden mails met een verkeerde code, een verkeerd kenmerk of een verkeerde organisatorcode voor { $what } onbeantwoord vastgehouden ("arbiter held list" toont ze), en een mail met de juiste code van de partij telt pas nadat de speler haar heeft bevestigd, zodat een vervalser er niets uit leert. De echte speler kan gewoon verder spelen. Dit duurt tot er { $window } lang geen zulke mail meer kwam; u hoort dit maar één keer.
guess-evidence = De mislukte pogingen (tijd, opgegeven afzender, partij, soort, bericht, wat het bevatte):
guess-more = ... en nog { $count }
guess-tried-game = partij { $game }
