# A request to confirm a mail that came without its code (confirm.txt), and a
# mail held for the organiser (held.txt). $what is the commands as the arbiter
# reads them (their words stay English, as players send them); $why, the
# missing proof, comes from proof.ftl in the same language.

confirm-subject = Please confirm: { $what }
confirm-asks = A message from your address asks for this in game { $game }:
confirm-asks-subject = A message from your address ("{ $subject }") asks for this in game { $game }:
confirm-why = Because { $why }, nothing was done yet: anyone can write your address on a mail, and the code (and, where the arbiter checks it, your mail domain's DKIM signature) shows that it is really you.
confirm-no-code = It did not carry your code for game { $game }, so nothing was done yet: anyone can write your address on a mail, and the code shows that it is really you.
confirm-how = To carry it out, reply to this message with your mail program's Reply button (the reply keeps the token in the address and the subject); nothing needs to be written in it. If the game moves on before your answer, nothing is done and I tell you so. If you did not send it, ignore this message: the game stays as it is.
confirm-next-time = Next time, reply to one of my messages about game { $game }: your move then carries your code and is played at once.

held-subject = Held for the organiser
held-intro = Your message is held for the organiser.
held-intro-subject = Your message "{ $subject }" is held for the organiser.
held-limit = { $states } search states or { $seconds } seconds
held-why = Checking it needs more work than this arbiter's limit ({ $limit }): the position has so many pieces in motion or possibilities that the rules search would run too long. Your message is neither accepted nor refused. Nothing is changed until the organiser decides; you will hear from them. Please do not send it again.
held-why-game = Checking it needs more work than this arbiter's limit ({ $limit }): the position of game { $game } has so many pieces in motion or possibilities that the rules search would run too long. Your message is neither accepted nor refused. Game { $game } is unchanged until the organiser decides; you will hear from them. Please do not send it again.
