# Zie locales/en/settings-more.ftl.

settings-digest-on = Uw samenvatting komt { $often ->
        [once] dagelijks om { $times }
       *[several] elke dag om { $times }
    } (tijd van { $zone }).
settings-digest-next = De volgende komt op { $next }.
settings-digest-waits = De mails over de zetten van uw tegenstanders wachten erop; het einde van een partij, herinneringen aan uw termijnen en antwoorden op uw eigen mail komen nog steeds meteen.
settings-digest-off = Uw samenvatting staat uit: elke mail komt weer meteen.
settings-digest-off-last = Uw samenvatting staat uit: elke mail komt weer meteen; wat op de samenvatting wachtte, komt nu in een laatste mail.
