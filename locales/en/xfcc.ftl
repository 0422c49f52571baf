# The mail with a player's Xfcc password (`xfcc` by mail), the lines of the
# settings answer about `xfcc`, `xfcc off` and `xfcc mail on|off`, and the
# refusal where the service has no Xfcc endpoint, in English. Every other
# locales/<lang>/xfcc.ftl has the same ids with the same placeholders
# (tests/suite/locales.rs). The password itself is in no message: the arbiter
# writes it alone on an indented line after xfcc-password-intro.
# $url: the endpoint's address ([xfcc] public_url); $username: the player's
# address, which is the user name; $email: the player's registered address.

xfcc-password-subject = Your Xfcc password
xfcc-password-intro = Here is your new password for playing from your chess program by Xfcc. It replaces any password you had before:
xfcc-password-url = Server address: { $url }
xfcc-password-no-url = Server address: the organisers have not given one; please ask them for it.
xfcc-password-username = User name: { $username }
xfcc-password-scid = In Scid: "Play > Correspondence Chess > Configure Xfcc"; enter the server address, your user name and this password there.
xfcc-password-keep = Keep this password to yourself: I keep only a hash of it and cannot send it again. Send "xfcc" for a new one, or "xfcc off" to revoke it.
settings-xfcc-sent = A new Xfcc password went to { $email } in a mail of its own; any earlier password no longer works.
settings-xfcc-off = Your Xfcc password is revoked: no chess program can sign in as you any more.
settings-xfcc-off-none = You had no Xfcc password; nothing changed.
settings-xfcc-mail-on = You now also get a mail about each move you make from your chess program.
settings-xfcc-mail-off = You get no mail about the moves you make from your chess program (it shows them itself).
settings-xfcc-no-password = You have no Xfcc password yet: send "xfcc" for one first.
setting-no-xfcc = this service has no Xfcc endpoint: no chess program can play here, so no password was made

# The help reply's lines about xfcc, shown after help-settings-commands where
# the service has an Xfcc endpoint; columns as there (text from column 5, the
# explanations from column 29).
help-xfcc-commands =
    xfcc                    a password for your chess program (Xfcc, as in
                            Scid), sent in a mail of its own; a new xfcc
                            replaces it; xfcc off revokes it
    xfcc mail on            mail about the moves you make from the program
                            too; xfcc mail off ends it (the default)
