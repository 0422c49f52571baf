# De mail met het Xfcc-wachtwoord van een speler en de regels van het antwoord
# op "xfcc", "xfcc off" en "xfcc mail on|off" (zie locales/en/xfcc.ftl).

xfcc-password-subject = Uw Xfcc-wachtwoord
xfcc-password-intro = Hier is uw nieuwe wachtwoord om vanuit uw schaakprogramma via Xfcc te spelen. Het vervangt elk eerder wachtwoord:
xfcc-password-url = Serveradres: { $url }
xfcc-password-no-url = Serveradres: de organisatoren hebben er geen opgegeven; vraag het hun alstublieft.
xfcc-password-username = Gebruikersnaam: { $username }
xfcc-password-scid = In Scid: "Play > Correspondence Chess > Configure Xfcc" (de namen in het Engelse menu); vul daar het serveradres, uw gebruikersnaam en dit wachtwoord in.
xfcc-password-keep = Houd dit wachtwoord voor uzelf: ik bewaar er alleen een hash van en kan het niet opnieuw sturen. Stuur "xfcc" voor een nieuw wachtwoord, of "xfcc off" om het in te trekken.
settings-xfcc-sent = Een nieuw Xfcc-wachtwoord is in een aparte mail naar { $email } gegaan; een eerder wachtwoord werkt niet meer.
settings-xfcc-off = Uw Xfcc-wachtwoord is ingetrokken: geen schaakprogramma kan zich nog als u aanmelden.
settings-xfcc-off-none = U had geen Xfcc-wachtwoord; er is niets veranderd.
settings-xfcc-mail-on = U krijgt nu ook een mail over elke zet die u vanuit uw schaakprogramma doet.
settings-xfcc-mail-off = U krijgt geen mail over de zetten die u vanuit uw schaakprogramma doet (het programma toont ze zelf).
settings-xfcc-no-password = U hebt nog geen Xfcc-wachtwoord: stuur eerst "xfcc" om er een te krijgen.
setting-no-xfcc = deze dienst heeft geen Xfcc-toegang: hier kan geen schaakprogramma spelen, dus er is geen wachtwoord gemaakt

help-xfcc-commands =
    xfcc                    een wachtwoord voor uw schaakprogramma (Xfcc,
                            zoals Scid), in een aparte mail; een nieuwe xfcc
                            vervangt het; xfcc off trekt het in
    xfcc mail on            ook een mail over uw zetten vanuit het programma;
                            xfcc mail off stopt dat (de standaard)
