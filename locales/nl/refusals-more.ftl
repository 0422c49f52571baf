# Zie locales/en/refusals-more.ftl.

refused-challenge = uitdaging geweigerd: { $reason }
refused-challenge-usage = schrijf: "challenge ADRES VARIANT [OPTIE=WAARDE ...] [BEDENKTIJD] [as white|as black] [unrated]", bijvoorbeeld "challenge bob@example.net momentum 3d/move"
refused-challenge-as = schrijf na "as" "white" of "black"; { $usage }
refused-not-an-address = { $address } is geen e-mailadres
refused-challenge-yourself = uitdaging geweigerd: u kunt uzelf niet uitdagen
refused-approve-not-organiser = alleen een organisator kan een uitdaging goedkeuren; er is niets gedaan
refused-approval-answered = de uitdaging { $challenger } tegen { $challenged } is al beantwoord ({ $status ->
        [waiting] zij wacht op antwoord
        [approval] zij wacht op goedkeuring
        [started] de partij is begonnen
        [refused] niet goedgekeurd
        [declined] afgewezen
        [lapsed] verlopen
       *[other] { $status }
    }); er is niets gedaan
refused-approval-word = beantwoord het verzoek met "approve" of "refuse" alleen op de eerste regel
refused-challenge-other-address = deze uitdaging ging naar { $challenged }; alleen dat adres kan haar beantwoorden, en er is niets gedaan
refused-challenge-lapsed = deze uitdaging van { $challenger } is verlopen op { $at }, { $days ->
        [one] { $days } dag
       *[other] { $days } dagen
    } nadat zij werd gedaan, zonder antwoord; er is niets gedaan. Om te spelen, stuurt u zelf een uitdaging: "challenge" { $challenger } { $variant }
refused-challenge-answered = deze uitdaging is al beantwoord ({ $status ->
        [waiting] zij wacht op antwoord
        [approval] zij wacht op goedkeuring
        [started] de partij is begonnen
        [refused] niet goedgekeurd
        [declined] afgewezen
        [lapsed] verlopen
       *[other] { $status }
    }); er is niets meer gedaan

refused-no-game = er is geen partij { $game }
refused-not-a-player = { $address } is geen speler van partij { $game }
refused-moved-on = partij { $game } is verdergegaan sinds ik u vroeg "{ $what }" te bevestigen, dus er is niets gedaan; stuur uw opdracht opnieuw als die nog geldt
refused-token-unknown = dit beantwoordt geen van mijn bevestigingsverzoeken (het kenmerk { $token } is onbekend); er is niets gedaan: stuur uw opdracht opnieuw
refused-token-other-address = het bevestigingsverzoek { $token } ging naar een ander adres; alleen dat adres kan het bevestigen, en er is niets gedaan
refused-token-answered-applied = het bevestigingsverzoek voor "{ $what }" is al beantwoord (toen is het uitgevoerd); er is niets meer gedaan
refused-token-answered-not-applied = het bevestigingsverzoek voor "{ $what }" is al beantwoord (toen is er niets uitgevoerd); er is niets meer gedaan

refused-too-many-parts = de mail bevat delen voor { $parts } partijen, meer dan de { $most } die één mail mag bevatten; er is niets gedaan
refused-personal-in-part = "name", "timezone", "language" of "leave" horen bij de speler, niet bij partij { $game }: stuur ze apart, in een antwoord op een van mijn berichten; van partij { $game } is niets gedaan

refused-sender-mismatch = het bericht is van { $sender } maar werd verzonden door { $agent } (de Sender:-kop); mail die namens een ander is verzonden wordt niet aanvaard, tenzij de organisator die afzender toestaat
refused-too-big = het bericht is { $size } bytes, meer dan de grens van { $limit } bytes; stuur uw zet als platte tekst zonder bijlagen
refused-settings-unproven = "name", "timezone", "language", "notation", "board", "leave", "digest" of "xfcc" tellen alleen in een antwoord op een van mijn berichten over uw partij of uw inschrijving (het antwoord draagt uw code of het kenmerk van de inschrijving; een mail zonder dat kan van iedereen komen)
refused-settings-unverified = "name", "timezone", "language", "notation", "board", "leave", "digest" of "xfcc" tellen alleen uit een mail die door het eigen domein wordt geverifieerd, en { $why }
refused-which-game = ik kon niet zien voor welke partij dit is: beantwoord een van mijn berichten over de partij, of zet het nummer in het onderwerp, bijvoorbeeld "[Game 12]"
refused-not-a-player-commands = { $address } is geen speler van partij { $game }; alleen de twee spelers mogen er opdrachten voor sturen

refused-no-overview = u speelt hier geen partij, dus er is geen overzicht van uw partijen om te sturen

refused-organiser-command = "{ $command }" is een opdracht voor organisatoren: alleen een organisator van deze arbiter mag { $command ->
        [tournament] toernooiopdrachten sturen
        [player] de rating van een speler van elders invoeren
        [announce] een mededeling aan de deelnemers van een toernooi sturen
        [abort] een partij afbreken
        [adjudicate] de uitslag van een partij door adjudicatie vaststellen
        [takeback] een zet terugnemen
        [resend] de mail van een partij opnieuw laten sturen
        [pause] een partij onderbreken
        [resume] een onderbroken partij hervatten
        [overdue] naar de partijen met overschreden tijd vragen
       *[other] haar gebruiken
    } (vanaf een adres in zijn lijst van organisatoren, met de code van de organisator in het onderwerp); er is niets gedaan
