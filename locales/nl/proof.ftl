# Zie locales/en/proof.ftl. Deze teksten staan na "Omdat" (confirm-why) en zijn
# dus bijzinnen met het werkwoord achteraan; "het" is het bericht. DKIM, ARC,
# From:, domeinen, adressen en de woorden van de controlebibliotheek ($error)
# blijven ongewijzigd.

## De code

proof-no-game-code = het uw code voor partij { $game } niet bevatte
proof-no-code = het uw code voor de partij niet bevatte
# $count: hoeveel verschillende codes de mail bevatte (2 of meer).
proof-several-codes = het { $count } { $count ->
        [one] code
       *[other] verschillende codes
    } bevatte en een bericht met meer dan één code als een bericht zonder code telt
proof-no-player-code = het uw spelerscode niet bevatte (een antwoord op mijn overzicht van uw partijen bevat die)
proof-no-codes = het noch uw spelerscode noch uw code voor partij { $game } bevatte
# $spell is proof-spell-game of proof-spell-sender (tussen haakjes: hoofdzin).
proof-guarded = iemand codes heeft proberen te raden ({ $spell }), zodat voorlopig elk commando op uw bevestiging wacht
# $window: een duur zoals de beheerder die schreef (1h, 30m).
proof-spell-game = partij { $game } had in de laatste { $window } { $count } { $count ->
        [one] mislukte poging
       *[other] mislukte pogingen
    } met geheime codes, terwijl er hoogstens { $limit } zijn toegestaan
proof-spell-sender = afzender { $sender } had in de laatste { $window } { $count } { $count ->
        [one] mislukte poging
       *[other] mislukte pogingen
    } met geheime codes, terwijl er hoogstens { $limit } zijn toegestaan
proof-both = { $code } en { $dkim }

## Het domein van de afzender (DKIM, ARC)

proof-no-domain = { $sender } geen domein heeft waartegen een DKIM-handtekening gecontroleerd kan worden
dkim-no-runtime = de DNS-runtime niet gestart kon worden ({ $error })
dkim-timeout = het controleren van de DKIM-handtekening van { $domain } langer dan { $seconds } s duurde (DNS antwoordde niet)
dkim-failed = de DKIM-controle onverwacht mislukte
dkim-unreadable-header = de kopregels van het bericht voor de DKIM-controle niet gelezen konden worden
dkim-no-dns = DNS voor de DKIM-controle niet ingesteld kon worden ({ $error })
dkim-no-key = de DKIM-handtekening voor { $domain } niet gecontroleerd kon worden, omdat de sleutel ervan niet in DNS opgezocht kon worden ({ $error })
dkim-failed-because = de DKIM-handtekening voor { $domain } niet geldig bleek ({ $error })
dkim-not-verified = de DKIM-handtekening voor { $domain } niet geldig bleek
dkim-none = het bericht geen DKIM-handtekening van { $domain } draagt, het domein van zijn From:-adres
# $others: de domeinen die het wel ondertekend hebben.
dkim-others = het bericht (met DKIM) ondertekend is door { $others }, niet door { $domain }, het domein van zijn From:-adres
# De DKIM-reden en wat de ARC-keten zegt.
dkim-and-arc = { $dkim } en { $arc }
arc-not-vouched = de ARC-keten van het bericht (verzegeld door { $sealers }) niet vermeldt dat de DKIM-handtekening van { $domain } bij aankomst daar geldig was
arc-sealed-by-nobody = de ARC-keten van het bericht door niemand verzegeld is en deze arbiter zo'n keten niet vertrouwt
arc-untrusted = de ARC-keten van het bericht verzegeld is door { $sealers }, die deze arbiter niet vertrouwt
arc-failed = de ARC-keten van het bericht niet geldig bleek ({ $error })
arc-unchecked = de ARC-keten van het bericht niet gecontroleerd kon worden ({ $error })
