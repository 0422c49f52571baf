# Die Nachricht mit dem Xfcc-Passwort eines Spielers und die Zeilen der
# Antwort auf "xfcc", "xfcc off" und "xfcc mail on|off" (siehe locales/en/xfcc.ftl).

xfcc-password-subject = Ihr Xfcc-Passwort
xfcc-password-intro = Hier ist Ihr neues Passwort, mit dem Sie von Ihrem Schachprogramm aus per Xfcc spielen. Es ersetzt jedes frühere Passwort:
xfcc-password-url = Serveradresse: { $url }
xfcc-password-no-url = Serveradresse: Die Turnierleiter haben keine angegeben; bitte fragen Sie sie danach.
xfcc-password-username = Benutzername: { $username }
xfcc-password-scid = In Scid: "Play > Correspondence Chess > Configure Xfcc" (die Namen im englischen Menü); tragen Sie dort die Serveradresse, Ihren Benutzernamen und dieses Passwort ein.
xfcc-password-keep = Behalten Sie dieses Passwort für sich: Ich speichere nur einen Hash davon und kann es nicht noch einmal schicken. Schicken Sie "xfcc" für ein neues oder "xfcc off", um es zu widerrufen.
settings-xfcc-sent = Ein neues Xfcc-Passwort ging in einer eigenen Nachricht an { $email }; ein früheres Passwort gilt nicht mehr.
settings-xfcc-off = Ihr Xfcc-Passwort ist widerrufen: Kein Schachprogramm kann sich mehr als Sie anmelden.
settings-xfcc-off-none = Sie hatten kein Xfcc-Passwort; es hat sich nichts geändert.
settings-xfcc-mail-on = Sie erhalten jetzt auch eine Nachricht über jeden Zug, den Sie von Ihrem Schachprogramm aus machen.
settings-xfcc-mail-off = Sie erhalten keine Nachricht über die Züge, die Sie von Ihrem Schachprogramm aus machen (es zeigt sie selbst an).
settings-xfcc-no-password = Sie haben noch kein Xfcc-Passwort: Schicken Sie zuerst "xfcc", um eines zu erhalten.
setting-no-xfcc = dieser Dienst hat keinen Xfcc-Zugang: Hier kann kein Schachprogramm spielen, daher wurde kein Passwort erstellt

help-xfcc-commands =
    xfcc                    ein Passwort für Ihr Schachprogramm (Xfcc, etwa
                            Scid), in einer eigenen Nachricht; ein neues
                            xfcc ersetzt es; xfcc off widerruft es
    xfcc mail on            auch Nachrichten über Ihre Züge aus dem Programm;
                            xfcc mail off beendet sie (die Voreinstellung)
