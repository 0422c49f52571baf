# Siehe locales/en/proof.ftl. Diese Texte stehen nach "Weil" (confirm-why) und
# bilden daher Nebensätze mit dem Verb am Ende; "sie" ist die Nachricht. DKIM,
# ARC, From:, Domains, Adressen und die Worte der Prüfbibliothek ($error)
# bleiben unverändert.

## Der Code

proof-no-game-code = sie Ihren Code für Partie { $game } nicht enthielt
proof-no-code = sie Ihren Code für die Partie nicht enthielt
# $count: wie viele verschiedene Codes die Mail enthielt (2 oder mehr).
proof-several-codes = sie { $count } { $count ->
        [one] Code
       *[other] verschiedene Codes
    } enthielt und eine Mail mit mehr als einem Code so zählt, als enthielte sie keinen
proof-no-player-code = sie Ihren Spielercode nicht enthielt (eine Antwort auf meine Übersicht Ihrer Partien enthält ihn)
proof-no-codes = sie weder Ihren Spielercode noch Ihren Code für Partie { $game } enthielt
# $spell ist proof-spell-game oder proof-spell-sender (in Klammern: Hauptsatz).
proof-guarded = jemand Codes zu erraten versucht hat ({ $spell }) und deshalb vorerst jeder Befehl auf Ihre Bestätigung wartet
# $window: eine Dauer, wie der Betreiber sie schrieb (1h, 30m).
proof-spell-game = Partie { $game } hatte im letzten Zeitraum von { $window } { $count } { $count ->
        [one] Fehlversuch
       *[other] Fehlversuche
    } mit Geheimcodes, erlaubt sind höchstens { $limit }
proof-spell-sender = Absender { $sender } hatte im letzten Zeitraum von { $window } { $count } { $count ->
        [one] Fehlversuch
       *[other] Fehlversuche
    } mit Geheimcodes, erlaubt sind höchstens { $limit }
proof-both = { $code } und { $dkim }

## Die Domain des Absenders (DKIM, ARC)

proof-no-domain = { $sender } keine Domain hat, anhand derer eine DKIM-Signatur geprüft werden könnte
dkim-no-runtime = die DNS-Laufzeitumgebung nicht gestartet werden konnte ({ $error })
dkim-timeout = die Prüfung der DKIM-Signatur von { $domain } länger als { $seconds } s dauerte (DNS antwortete nicht)
dkim-failed = die DKIM-Prüfung unerwartet fehlschlug
dkim-unreadable-header = der Kopf der Nachricht für die DKIM-Prüfung nicht gelesen werden konnte
dkim-no-dns = DNS für die DKIM-Prüfung nicht eingerichtet werden konnte ({ $error })
dkim-no-key = die DKIM-Signatur für { $domain } nicht geprüft werden konnte, weil ihr Schlüssel nicht im DNS nachgeschlagen werden konnte ({ $error })
dkim-failed-because = die DKIM-Signatur für { $domain } die Prüfung nicht bestand ({ $error })
dkim-not-verified = die DKIM-Signatur für { $domain } die Prüfung nicht bestand
dkim-none = die Nachricht keine DKIM-Signatur von { $domain } trägt, der Domain ihrer From:-Adresse
# $others: die Domains, die sie signiert haben.
dkim-others = die Nachricht (per DKIM) von { $others } signiert ist, nicht von { $domain }, der Domain ihrer From:-Adresse
# Der DKIM-Grund und was die ARC-Kette sagt.
dkim-and-arc = { $dkim } und { $arc }
arc-not-vouched = die ARC-Kette der Nachricht (versiegelt von { $sealers }) nicht bestätigt, dass die DKIM-Signatur von { $domain } bei ihrer Ankunft dort gültig war
arc-sealed-by-nobody = die ARC-Kette der Nachricht von niemandem versiegelt ist und dieser Schiedsrichter einer solchen Kette nicht vertraut
arc-untrusted = die ARC-Kette der Nachricht von { $sealers } versiegelt ist und dieser Schiedsrichter diesem Siegel nicht vertraut
arc-failed = die ARC-Kette der Nachricht die Prüfung nicht bestand ({ $error })
arc-unchecked = die ARC-Kette der Nachricht nicht geprüft werden konnte ({ $error })
