# The line of a settings answer about the digest (digest daily 18:00, digest
# 08:00 18:00, digest off), in English. Every other locales/<lang>/settings-more.ftl
# has the same ids with the same placeholders (tests/locales.rs).
# $times: the times as written (`18:00`, `08:00 18:00`); $often: `once` for one
# time a day, else `several`; $zone: an IANA time zone name; $next: a date and
# time in the language's long form with the zone's abbreviation.

settings-digest-on = Your digest comes { $often ->
        [once] daily at { $times }
       *[several] at { $times } each day
    } ({ $zone } time).
settings-digest-next = The next one falls due on { $next }.
settings-digest-waits = The mails about your opponents' moves wait for it; a game's end, reminders of your deadlines and answers to your own mail still come at once.
settings-digest-off = Your digest is off: every mail comes at once again.
settings-digest-off-last = Your digest is off: every mail comes at once again; what waited for the digest comes in one last mail now.
