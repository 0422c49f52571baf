# Zie locales/en/confirm.ftl.

confirm-subject = Graag bevestigen: { $what }
confirm-asks = Een bericht van uw adres vraagt het volgende in partij { $game }:
confirm-asks-subject = Een bericht van uw adres ("{ $subject }") vraagt het volgende in partij { $game }:
confirm-why = Omdat { $why }, is er nog niets gedaan: iedereen kan uw adres op een e-mail zetten, en pas de code (en, waar de arbiter die controleert, de DKIM-handtekening van uw maildomein) laat zien dat u het werkelijk bent.
confirm-no-code = Het bevatte uw code voor partij { $game } niet, dus er is nog niets gedaan: iedereen kan uw adres op een e-mail zetten, en pas de code laat zien dat u het werkelijk bent.
confirm-how = Om het uit te voeren, beantwoordt u dit bericht met de knop Beantwoorden van uw mailprogramma (het antwoord houdt het kenmerk in het adres en het onderwerp); u hoeft er niets in te schrijven. Gaat de partij verder vóór uw antwoord, dan gebeurt er niets en laat ik het u weten. Hebt u het niet gestuurd, negeer dit bericht dan: de partij blijft zoals ze is.
confirm-next-time = Beantwoord de volgende keer een van mijn berichten over partij { $game }: uw zet draagt dan uw code en wordt meteen gespeeld.

held-subject = Vastgehouden voor de organisator
held-intro = Uw bericht wordt vastgehouden voor de organisator.
held-intro-subject = Uw bericht "{ $subject }" wordt vastgehouden voor de organisator.
held-limit = { $states } zoektoestanden of { $seconds } seconden
held-why = Het controleren vraagt meer werk dan de grens van deze arbiter ({ $limit }): de stelling heeft zoveel stukken in beweging of mogelijkheden dat het zoeken volgens de regels te lang zou duren. Uw bericht is niet aanvaard en niet geweigerd. Er verandert niets tot de organisator beslist; u hoort van hem. Stuur het alstublieft niet opnieuw.
held-why-game = Het controleren vraagt meer werk dan de grens van deze arbiter ({ $limit }): de stelling van partij { $game } heeft zoveel stukken in beweging of mogelijkheden dat het zoeken volgens de regels te lang zou duren. Uw bericht is niet aanvaard en niet geweigerd. Partij { $game } blijft ongewijzigd tot de organisator beslist; u hoort van hem. Stuur het alstublieft niet opnieuw.
