# Le message avec le mot de passe Xfcc d'un joueur et les lignes de la réponse
# à "xfcc", "xfcc off" et "xfcc mail on|off" (voir locales/en/xfcc.ftl).

xfcc-password-subject = Votre mot de passe Xfcc
xfcc-password-intro = Voici votre nouveau mot de passe pour jouer depuis votre programme d'échecs par Xfcc. Il remplace tout mot de passe antérieur :
xfcc-password-url = Adresse du serveur : { $url }
xfcc-password-no-url = Adresse du serveur : les organisateurs n'en ont pas donné ; demandez-la-leur, s'il vous plaît.
xfcc-password-username = Nom d'utilisateur : { $username }
xfcc-password-scid = Dans Scid : "Play > Correspondence Chess > Configure Xfcc" (les noms du menu anglais) ; saisissez-y l'adresse du serveur, votre nom d'utilisateur et ce mot de passe.
xfcc-password-keep = Gardez ce mot de passe pour vous : je n'en garde qu'une empreinte (un hachage) et ne peux pas vous le renvoyer. Envoyez "xfcc" pour en obtenir un nouveau, ou "xfcc off" pour le révoquer.
settings-xfcc-sent = Un nouveau mot de passe Xfcc est parti vers { $email } dans un message à part ; aucun mot de passe antérieur ne fonctionne plus.
settings-xfcc-off = Votre mot de passe Xfcc est révoqué : aucun programme d'échecs ne peut plus se connecter en votre nom.
settings-xfcc-off-none = Vous n'aviez pas de mot de passe Xfcc ; rien n'a changé.
settings-xfcc-mail-on = Vous recevez désormais aussi un message pour chaque coup joué depuis votre programme d'échecs.
settings-xfcc-mail-off = Vous ne recevez pas de message pour les coups joués depuis votre programme d'échecs (il les affiche lui-même).
settings-xfcc-no-password = Vous n'avez pas encore de mot de passe Xfcc : envoyez d'abord "xfcc" pour en obtenir un.
setting-no-xfcc = ce service n'a pas de point d'accès Xfcc : aucun programme d'échecs ne peut jouer ici, donc aucun mot de passe n'a été créé

help-xfcc-commands =
    xfcc                    un mot de passe pour votre programme d'échecs
                            (Xfcc, comme Scid), dans un message à part ; un
                            nouveau xfcc le remplace ; xfcc off le révoque
    xfcc mail on            aussi un message pour vos coups joués depuis le
                            programme ; xfcc mail off y met fin (par défaut)
