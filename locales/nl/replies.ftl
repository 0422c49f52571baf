# De teksten van de mails van de arbiter over partijen, in het Nederlands. Dezelfde
# id's met dezelfde plaatshouders als locales/en/replies.ftl (tests/locales.rs).
# Commando's die een speler stuurt ("draw", "decline", "board", "help", "history",
# "resign", "claim draw") blijven Engels: zo leest de arbiter ze. Regelnummers
# (FIDE 6.9, M6, B2) blijven zoals ze zijn. Aanspreekvorm: "u". Termen: GLOSSARY.md.

## De kleuren en de eerste regel van elke partijmail

side-white = Wit
side-black = Zwart
# Een speler in de eerste regel: naam en kleur, en de rating als die er is.
player-white = { $name } (Wit)
player-white-rated = { $name } (Wit, { $rating })
player-black = { $name } (Zwart)
player-black-rated = { $name } (Zwart, { $rating })
# $white en $black zijn player-white en player-black; $variant de naam van de variant.
game-header = Partij { $game }: { $white } – { $black }, { $variant }
game-header-unrated = Partij { $game }: { $white } – { $black }, { $variant }, niet voor de rating
moves-label = Zetten:
footer = { $arbiter }: een automatische arbiter; de antwoorden worden door een programma gelezen.

## Het bericht over een zet (update.txt) en het bord (board.txt)

# $side is side-white of side-black; $label het zetnummer (`12.` of `12...`).
update-played = { $side } speelde { $label } { $move } (ontvangen als "{ $input }").
board-move-times = Elke zet, wanneer die binnenkwam en hoeveel dagen de speler ervoor gebruikte:

## De stand van de partij (de statusregel)

status-your-move = U bent aan zet ({ $side }, zet { $number }).
status-their-move = { $side } is aan zet ({ $number }); ik schrijf u zodra u aan de beurt bent.
status-check = { $side } staat schaak.
status-your-offer = Uw remiseaanbod blijft staan.
status-their-offer = { $side } biedt remise aan: antwoord "draw" om aan te nemen of "decline" om te weigeren.
status-game-over = Partij afgelopen: { $result } ({ $how }).

## Hoe een partij eindigde ($side de winnaar, $other de verliezer)

outcome-aborted = Partij door de organisator geannuleerd
outcome-win-checkmate = { $side } wint door schaakmat
outcome-win-resignation = { $side } wint door opgave
outcome-win-king-captured = { $side } wint door de koning te slaan
outcome-win-no-legal-move = { $side } wint doordat de tegenstander geen reglementaire zet meer heeft
outcome-win-time = { $side } wint op tijd
outcome-win-adjudication = { $side } wint door adjudicatie
outcome-win-forfeit = { $side } wint reglementair: { $other } heeft zich uit het toernooi teruggetrokken
outcome-draw-stalemate = Remise door pat
outcome-draw-dead-position = Remise door een dode stelling (mat is niet meer mogelijk)
outcome-draw-fivefold = Remise door vijfmaal dezelfde stelling
outcome-draw-seventy-five = Remise volgens de 75-zettenregel
outcome-draw-threefold = Remise door driemaal dezelfde stelling (geclaimd)
outcome-draw-fifty = Remise volgens de 50-zettenregel (geclaimd)
outcome-draw-agreement = Remise in onderling overleg
outcome-draw-adjudication = Remise door adjudicatie
outcome-draw-timeout-cannot-win = Remise door tijdsoverschrijding tegenover een kleur die niet meer kon winnen (FIDE 6.9)

## Onderwerpregels van de partijmails ($what is de zet, `12. Nf3`)

subject-to-move = { $what }, { $side } aan zet
subject-over = { $what } { $result } ({ $how })
subject-reminder = Herinnering: u bent aan zet, nog { $left }
subject-refused = Niet aanvaard: { $reason }
subject-new-game = Nieuwe partij: { $white } – { $black } ({ $variant })

## Een bericht dat niet is gebruikt (error.txt)

error-not-used = Uw bericht is niet gebruikt:
error-not-used-subject = Uw bericht "{ $subject }" is niet gebruikt:
error-notation = Zetten in { $variant } worden zo geschreven:
error-board-again = Stuur "board" om de stelling opnieuw te zien.
error-unchanged = Partij { $game } is ongewijzigd.
error-help = Stuur "help" voor de lijst met commando's.

## Een herinnering (reminder.txt)

reminder-your-move = Herinnering: u bent aan zet, en u hebt nog { $left }.
reminder-deadline = Uw termijn loopt tot { $deadline }.
reminder-on-clock = Uw klok staat op { $on_clock }: de rest is verlof, waarin de klok stilstaat.
reminder-lost = Als er tegen die tijd geen zet van u is binnengekomen, is de partij op tijd verloren.

## Een nieuwe partij (new_game.txt)

new-game-title = Partij { $game }: { $variant }
new-game-title-unrated = Partij { $game }: { $variant }, niet voor de rating
new-game-white = Wit: { $name }
new-game-white-rated = Wit: { $name } ({ $rating })
new-game-black = Zwart: { $name }
new-game-black-rated = Zwart: { $name } ({ $rating })
new-game-you-play = U speelt met { $side }.
new-game-your-move = U bent aan zet.
new-game-wait = { $side } begint; ik schrijf u zodra u aan de beurt bent.
new-game-how = Zo speelt u: beantwoord dit bericht met alleen uw zet op een regel, bijvoorbeeld "Nf3" (of "Pf3" na "language nl"), "e2-e4" of "1. e4". Gebruik de knop Beantwoorden van uw mailprogramma: het antwoord bewaart uw code voor deze partij in het adres en het onderwerp, zodat uw zet meteen wordt gespeeld (een nieuwe mail met "[Game { $game }]" in het onderwerp wordt gespeeld zodra u die bevestigt).
new-game-commands = Commando's: resign (opgeven), draw (remise aanbieden of aannemen), decline (weigeren), claim draw (remise claimen), board (bord), history (partijverloop), help (hulp).

## Een partij beëindigd door de klok of door een organisator (forfeit.txt)

forfeit-organiser = U ontvangt dit bericht als organisator.
