# Why a mail does not prove itself the player's, so that its commands wait for a
# confirmation: these words follow "because" in the request (confirm-why) and
# in a refusal of conditional lines. The game code (src/arbiter/message/guard.rs)
# and, under `[auth] verify_dkim = "require"`, the sender's domain
# (src/mail/domain_auth.rs). Domains, addresses, DKIM and ARC, and a checking
# library's own words in parentheses ($error) stay as they are.

## The code

proof-no-game-code = it did not carry your code for game { $game }
proof-no-code = it did not carry your code for the game
# $count: how many different codes the mail carried (2 or more).
proof-several-codes = it carried { $count } different codes, and a mail that carries more than one counts as carrying none
proof-no-player-code = it did not carry your player code (a reply to my overview of your games carries it)
proof-no-codes = it did not carry your player code nor your code for game { $game }
# $spell is proof-spell-game or proof-spell-sender.
proof-guarded = someone has been guessing codes ({ $spell }), so for now each command waits for your confirmation
# $count failed tries in the last $window (a duration as the operator wrote it:
# 1h, 30m), at most $limit allowed.
proof-spell-game = game { $game } had { $count } failed tries at secrets in the last { $window }, the most allowed is { $limit }
proof-spell-sender = sender { $sender } had { $count } failed tries at secrets in the last { $window }, the most allowed is { $limit }
# Both the code and the domain: $code and $dkim are the two reasons.
proof-both = { $code }, and { $dkim }

## The sender's domain (DKIM, ARC)

proof-no-domain = { $sender } has no domain to check a DKIM signature against
dkim-no-runtime = the arbiter could not start its DNS runtime ({ $error })
dkim-timeout = checking the DKIM signature of { $domain } took longer than { $seconds } s (DNS did not answer)
dkim-failed = the DKIM check failed unexpectedly
dkim-unreadable-header = the message's header could not be read for the DKIM check
dkim-no-dns = the arbiter could not set up DNS for the DKIM check ({ $error })
dkim-no-key = the DKIM signature for { $domain } could not be checked: its key could not be looked up in DNS ({ $error })
dkim-failed-because = the DKIM signature for { $domain } did not verify ({ $error })
dkim-not-verified = the DKIM signature for { $domain } did not verify
dkim-none = the message carries no DKIM signature of { $domain }, the domain of its From: address
# $others: the domains that did sign it.
dkim-others = the message is signed (DKIM) by { $others }, not by { $domain }, the domain of its From: address
# The DKIM reason and what the ARC chain says.
dkim-and-arc = { $dkim }; { $arc }
arc-not-vouched = its ARC chain (sealed by { $sealers }) does not say that { $domain }'s DKIM signature passed when it arrived there
arc-sealed-by-nobody = its ARC chain is sealed by nobody, which this arbiter does not trust
arc-untrusted = its ARC chain is sealed by { $sealers }, which this arbiter does not trust
arc-failed = its ARC chain did not verify ({ $error })
arc-unchecked = its ARC chain could not be checked ({ $error })
