# Pourquoi une commande de l'organisateur a été refusée (dans le $why de
# organiser-not-done, ou seule), en français. Mêmes ids et mêmes paramètres
# que locales/en/organiser-errors.ftl. Les mots de commande et les formes
# (1-0, --double, KEY=VALUE) restent en anglais.

arbiter-refusal-no-such-game = il n'y a pas de partie { $game }
arbiter-refusal-not-held = aucun message { $id } n'est retenu
arbiter-refusal-address = { $text } n'est pas une adresse e-mail
organiser-error-bad-result = { $text } n'est pas un résultat : écrivez 1-0, 0-1 ou 1/2-1/2
organiser-error-over = la partie { $game } est déjà terminée : { $result } ({ $how })
organiser-error-no-turn = la partie { $game } n'a aucun coup à reprendre
organiser-error-no-clock = la partie { $game } n'a pas de cadence, donc pas de pendule à arrêter ou à remettre en marche
organiser-error-paused = les pendules de la partie { $game } sont déjà arrêtées
organiser-error-not-paused = les pendules de la partie { $game } ne sont pas arrêtées
organiser-error-nothing-to-resend = la partie { $game } n'a aucune réponse à renvoyer
organiser-error-nothing-to-resend-to = la partie { $game } n'a aucune réponse à renvoyer à { $to }
organiser-error-no-reason = dites pourquoi : le motif figure dans le journal de la partie et dans le courrier aux joueurs
organiser-resent = renvoyé la dernière réponse à { $whom }
tournament-error-no-such = il n'y a pas de tournoi { $tournament }
tournament-error-no-name = un tournoi a besoin d'un nom
tournament-error-too-few = un tournoi toutes rondes demande au moins 2 joueurs, nombre indiqué : { $given }
tournament-error-twice = { $email } est inscrit deux fois
tournament-error-entrant = { $text } n'est ni une adresse ni "Nom <adresse>"
tournament-error-not-registering = le tournoi { $tournament } est { $status } : seul un tournoi en phase d'inscription peut commencer
tournament-error-not-running = le tournoi { $tournament } est { $status } : les retraits concernent un tournoi en cours
tournament-status-registering = en phase d'inscription
tournament-status-running = en cours
tournament-status-finished = terminé
tournament-error-not-entrant = { $email } n'est pas inscrit au tournoi { $tournament }
tournament-error-withdrawn = { $email } s'est déjà retiré du tournoi { $tournament }
tournament-error-not-swiss = le tournoi { $tournament } n'est pas au système suisse
tournament-error-rounds = un système suisse de { $players } joueurs a au plus { $most } rondes (personne ne rencontre deux fois le même adversaire), pas { $rounds }
tournament-error-double-swiss = --double est pour un tournoi toutes rondes, pas pour un système suisse
tournament-system-rounds-round-robin = --rounds est pour --system swiss (un tournoi toutes rondes a ses propres rondes)
tournament-system-rounds-knockout = --rounds est pour --system swiss (une coupe a autant de rondes que son nombre de joueurs l'exige)
tournament-system-swiss-rounds = un système suisse demande --rounds N
tournament-system-unknown = --system { $text } : utilisez "round-robin", "swiss", "knockout", "team-match" ou "team-round-robin"
tournament-system-knockout-flags = --games et --tie-rule sont pour --system knockout
tournament-system-tie-rule = --tie-rule { $text } : utilisez "extra" (une paire de parties de plus) ou "seed" (le mieux classé passe)
tournament-system-time-control = --time-control : { $error }
tournament-system-tiebreaks = --tiebreaks : { $error }
tournament-system-entries-until = --entries-until { $text } : écrivez un jour comme 2026-12-10 ou un instant comme 2026-12-10T18:00:00Z
tournament-system-swiss-cup = un tournoi est au système suisse ou une coupe à élimination directe, pas les deux
tournament-system-double-cup = --double est pour un tournoi toutes rondes ; les matchs d'une coupe ont --games
tournament-system-games = --games { $games } : un match compte de 1 à 20 parties
tournament-error-option = l'option { $text } doit s'écrire KEY=VALUE
tournament-team-name-twice = deux équipes s'appellent { $name } : chaque équipe doit avoir son propre nom
tournament-team-player-twice = { $email } joue pour { $other } et pour { $team } : un joueur ne joue que pour une équipe
tournament-team-unequal = les équipes doivent compter autant de joueurs : { $team } en a { $players ->
        [one] un
       *[other] { $players }
    }, { $first } en a { $boards }
tournament-team-round-robin-few = un toutes rondes par équipes demande au moins 3 équipes (--team), nombre indiqué : { $given }
tournament-team-match-two = un match par équipes oppose 2 équipes (--team), nombre indiqué : { $given }
tournament-team-double-match = --double est pour un toutes rondes par équipes ; dans un match par équipes, chaque échiquier joue deux parties avec --games-per-board 2
tournament-team-players = les joueurs d'une compétition par équipes sont donnés avec --team, pas avec --player
tournament-team-games-per-board = --games-per-board { $games } : chaque échiquier joue 1 partie ou 2 (une avec chaque couleur)
tournament-team-flags = --team, --games-per-board, --team-score et --max-replacements sont pour --system team-match ou team-round-robin
tournament-team-unreadable = --team { $text } : écrivez NOM=JOUEUR,JOUEUR,... dans l'ordre des échiquiers (le premier joueur est le capitaine), ou NOM=CAPITAINE:JOUEUR,JOUEUR,...
tournament-team-score = --team-score { $text } : utilisez "gp" (points de partie) ou "mp" (points de match)
