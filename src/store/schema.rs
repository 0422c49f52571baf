//! The schema, as migrations (rusqlite_migration keeps the version in
//! `PRAGMA user_version`). Never edit a released migration: add one.

use rusqlite::{params, Transaction};
use rusqlite_migration::{Migrations, M};

use crate::rules::game::forms_of_stored;
use crate::rules::Options;

/// Every migration, oldest first. [`crate::store::Store`] runs them all when it
/// opens a data directory; a tool or a test may stop at an older version
/// (`Migrations::to_version`) to make a data directory as an older arbiter left
/// it.
pub fn migrations() -> Migrations<'static> {
    Migrations::new(vec![
        M::up(
            r#"
CREATE TABLE players (
    id          INTEGER PRIMARY KEY,
    email       TEXT NOT NULL UNIQUE COLLATE NOCASE,
    name        TEXT,
    created_at  TEXT NOT NULL
);
CREATE TABLE games (
    id               INTEGER PRIMARY KEY,
    variant          TEXT NOT NULL,
    options          TEXT NOT NULL DEFAULT '{}',        -- JSON object
    white_id         INTEGER NOT NULL REFERENCES players(id),
    black_id         INTEGER NOT NULL REFERENCES players(id),
    start_position   TEXT,                              -- NULL: the variant's start
    status           TEXT NOT NULL CHECK (status IN ('active', 'finished')),
    result           TEXT,                              -- 1-0, 0-1, 1/2-1/2
    termination      TEXT,                              -- words: "White wins by checkmate"
    current_position TEXT NOT NULL,                     -- cache, checked on load
    draw_offer       TEXT CHECK (draw_offer IN ('white', 'black')),
    created_at       TEXT NOT NULL,
    updated_at       TEXT NOT NULL
);
CREATE TABLE messages (
    id          INTEGER PRIMARY KEY,
    key         TEXT NOT NULL UNIQUE,                   -- <Message-ID> or sha256:...
    sender      TEXT,
    subject     TEXT,
    game_id     INTEGER REFERENCES games(id),
    outcome     TEXT NOT NULL,
    detail      TEXT NOT NULL,
    source      TEXT NOT NULL,                          -- Maildir file name
    received_at TEXT NOT NULL
);
CREATE TABLE turns (
    game_id        INTEGER NOT NULL REFERENCES games(id),
    ply            INTEGER NOT NULL,
    number         INTEGER NOT NULL,
    side           TEXT NOT NULL CHECK (side IN ('white', 'black')),
    input          TEXT NOT NULL,                       -- as received
    canonical      TEXT NOT NULL,
    position_after TEXT NOT NULL,
    received_at    TEXT NOT NULL,
    PRIMARY KEY (game_id, ply)
);
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    game_id         INTEGER REFERENCES games(id),
    message_id      TEXT NOT NULL UNIQUE,               -- our Message-ID, no brackets
    in_reply_to     TEXT,
    refs            TEXT NOT NULL DEFAULT '',
    to_addr         TEXT NOT NULL,
    subject         TEXT NOT NULL,
    body            TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('waiting', 'sent', 'failed')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    last_error      TEXT,
    created_at      TEXT NOT NULL,
    sent_at         TEXT
);
CREATE INDEX outbox_waiting ON outbox (status, next_attempt_at);
CREATE INDEX outbox_game ON outbox (game_id, to_addr);
"#,
        ),
        // The repetition key of the position after each turn, so that a game is
        // resumed without replaying its turns. NULL in rows written before this
        // migration: the key is then computed from `position_after` on load (the
        // store cannot compute it: it knows no rules) and written on the next
        // accepted turn of that game.
        M::up("ALTER TABLE turns ADD COLUMN repetition_key TEXT;"),
        // Where the IMAP inbox stopped. One row per mailbox (user, server,
        // folder): its UIDVALIDITY and the highest UID up to which every message has
        // been handled. A new UIDVALIDITY means the UIDs are void: the folder is read
        // again from the start (the messages table keeps a message from being
        // handled twice).
        M::up(
            r#"
CREATE TABLE imap_state (
    mailbox      TEXT PRIMARY KEY,                      -- user@host:port/folder
    uid_validity INTEGER NOT NULL,
    last_uid     INTEGER NOT NULL,
    updated_at   TEXT NOT NULL
);
"#,
        ),
        // The bytes of each message held for the organisers, so that
        // `arbiter held release` judges it again whatever the inbox kind (a Maildir
        // file may be gone, an IMAP message moved). Removed when it is judged.
        M::up(
            r#"
CREATE TABLE held_raw (
    key  TEXT PRIMARY KEY,                              -- messages.key
    raw  BLOB NOT NULL
);
"#,
        ),
        // Sender authentication and floods: each player's secret code
        // per game (carried back by a reply in the Reply-To plus-address and the
        // subject tag), commands waiting for the registered address to confirm them,
        // the Reply-To of each queued reply, and an index to count the answers a
        // sender got in the last hour (the rate limit of error replies).
        M::up(
            r#"
CREATE TABLE player_secrets (
    game_id    INTEGER NOT NULL REFERENCES games(id),
    email      TEXT NOT NULL COLLATE NOCASE,
    secret     TEXT NOT NULL,                           -- lower-case letters and digits
    created_at TEXT NOT NULL,
    PRIMARY KEY (game_id, email)
);
CREATE TABLE confirmations (
    token       TEXT PRIMARY KEY,                       -- lower-case letters and digits
    game_id     INTEGER NOT NULL REFERENCES games(id),
    email       TEXT NOT NULL COLLATE NOCASE,           -- the registered address asked
    commands    TEXT NOT NULL,                          -- JSON: the commands to carry out
    stamp       TEXT NOT NULL,                          -- the game's state when asked
    message_key TEXT NOT NULL,                          -- the unconfirmed message
    status      TEXT NOT NULL CHECK (status IN ('waiting', 'applied', 'stale')),
    created_at  TEXT NOT NULL,
    answered_at TEXT
);
ALTER TABLE outbox ADD COLUMN reply_to TEXT;
CREATE INDEX messages_sender ON messages (sender, received_at);
"#,
        ),
        // Clocks, leave, players' time zones and former addresses,
        // and each game's log of what organisers and the clock did. Instants are
        // RFC 3339 UTC text (seconds), spans INTEGER seconds.
        M::up(
            r#"
ALTER TABLE players ADD COLUMN time_zone TEXT;                -- IANA name, e.g. Europe/Berlin
CREATE TABLE player_addresses (                               -- addresses a player had before
    player_id   INTEGER NOT NULL REFERENCES players(id),
    email       TEXT NOT NULL COLLATE NOCASE,
    replaced_at TEXT NOT NULL,
    replaced_by TEXT NOT NULL                                 -- who changed it
);
CREATE TABLE clocks (
    game_id     INTEGER PRIMARY KEY REFERENCES games(id),
    control     TEXT NOT NULL,                                -- canonical, e.g. 10/50d
    white_used  INTEGER NOT NULL,                             -- seconds, as of `since`
    black_used  INTEGER NOT NULL,
    white_left  INTEGER NOT NULL,
    black_left  INTEGER NOT NULL,
    running     TEXT CHECK (running IN ('white', 'black')),   -- NULL: game over
    since       TEXT,                                         -- NULL: paused
    reminded    INTEGER                                       -- seconds before the deadline
);
CREATE TABLE leaves (
    id          INTEGER PRIMARY KEY,
    player_id   INTEGER NOT NULL REFERENCES players(id),
    first_day   TEXT NOT NULL,                                -- YYYY-MM-DD, UTC
    last_day    TEXT NOT NULL,                                -- inclusive
    starts_at   TEXT NOT NULL,                                -- clocks stop from here
    ends_at     TEXT NOT NULL,                                -- ... to here (exclusive)
    created_at  TEXT NOT NULL
);
CREATE INDEX leaves_player ON leaves (player_id, starts_at);
CREATE TABLE game_log (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games(id),
    at          TEXT NOT NULL,
    actor       TEXT NOT NULL,                                -- an address, or "clock"
    action      TEXT NOT NULL,                                -- e.g. time-forfeit, reminder, leave
    reason      TEXT NOT NULL DEFAULT ''
);
CREATE INDEX game_log_game ON game_log (game_id, id);
"#,
        ),
        // Tournaments (round robin), their entrants by pairing
        // number, and their games by round and board. `unplayed`: forfeited at a
        // withdrawal (+/- in the crosstable); `announced`: the result went out with
        // a crosstable to every entrant.
        M::up(
            r#"
CREATE TABLE tournaments (
    id           INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,
    system       TEXT NOT NULL CHECK (system IN ('round-robin')),
    cycles       INTEGER NOT NULL CHECK (cycles IN (1, 2)),   -- single, double
    variant      TEXT NOT NULL,
    options      TEXT NOT NULL DEFAULT '{}',                  -- JSON object
    time_control TEXT,                                        -- canonical, e.g. 10/50d
    status       TEXT NOT NULL CHECK (status IN ('registering', 'running', 'finished')),
    created_at   TEXT NOT NULL,
    started_at   TEXT
);
CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    seat          INTEGER NOT NULL,                           -- pairing number, 1-based
    player_id     INTEGER NOT NULL REFERENCES players(id),
    withdrawn_at  TEXT,
    annulled      INTEGER NOT NULL DEFAULT 0,                 -- FIDE C.06 V.4.a
    PRIMARY KEY (tournament_id, seat),
    UNIQUE (tournament_id, player_id)
);
CREATE TABLE tournament_games (
    game_id       INTEGER PRIMARY KEY REFERENCES games(id),
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL,
    unplayed      INTEGER NOT NULL DEFAULT 0,
    announced     INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX tournament_games_tournament ON tournament_games (tournament_id, round, board);
"#,
        ),
        // The board a reply's text shows, as JSON (a `output::drawing::Board`
        // drawn from the reader's side), so that its HTML part draws the board as a
        // table from data when it is sent. NULL: no board (and every row written
        // before this migration: those are sent with their text only in HTML).
        M::up("ALTER TABLE outbox ADD COLUMN board TEXT;"),
        // Challenges by mail. `token` goes to the challenged
        // player (reply `accept` or `decline`), `approve_token` to the organisers when
        // challenges need approval; `challenger_color` is the side the challenger
        // plays.
        M::up(
            r#"
CREATE TABLE challenges (
    token            TEXT PRIMARY KEY,
    challenger       TEXT NOT NULL,
    challenged       TEXT NOT NULL,
    variant          TEXT NOT NULL,
    options          TEXT NOT NULL DEFAULT '{}',
    time_control     TEXT,
    challenger_color TEXT NOT NULL CHECK (challenger_color IN ('white', 'black')),
    status           TEXT NOT NULL CHECK (status IN ('waiting', 'approval', 'started', 'declined', 'refused')),
    approve_token    TEXT UNIQUE,
    game_id          INTEGER REFERENCES games(id),
    created_at       TEXT NOT NULL
);
"#,
        ),
        // Swiss tournaments. SQLite cannot change the CHECK of
        // `tournaments.system`, so the table is made again (its rows copied; the
        // foreign keys of tournament_players and tournament_games are checked at
        // commit, by when the same ids exist again). `rounds`: planned rounds of a
        // Swiss; `bye_halves`: the pairing-allocated bye in half points;
        // `pairing_error`: why the next round could not be paired (the organisers
        // were told), NULL when all is well; `finished_at`: when the last result
        // came (TRF line 052). `tournament_byes`: one row per bye.
        M::up(
            r#"
PRAGMA defer_foreign_keys = ON;
CREATE TABLE tournaments_before_swiss AS SELECT * FROM tournaments;
DROP TABLE tournaments;
CREATE TABLE tournaments (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL,
    system        TEXT NOT NULL CHECK (system IN ('round-robin', 'swiss')),
    cycles        INTEGER NOT NULL CHECK (cycles IN (1, 2)),
    variant       TEXT NOT NULL,
    options       TEXT NOT NULL DEFAULT '{}',
    time_control  TEXT,
    status        TEXT NOT NULL CHECK (status IN ('registering', 'running', 'finished')),
    created_at    TEXT NOT NULL,
    started_at    TEXT,
    rounds        INTEGER,
    bye_halves    INTEGER NOT NULL DEFAULT 2,
    pairing_error TEXT,
    finished_at   TEXT
);
INSERT INTO tournaments (id, name, system, cycles, variant, options, time_control, status, created_at, started_at)
    SELECT id, name, system, cycles, variant, options, time_control, status, created_at, started_at
    FROM tournaments_before_swiss;
DROP TABLE tournaments_before_swiss;
CREATE TABLE tournament_byes (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    round         INTEGER NOT NULL,
    seat          INTEGER NOT NULL,
    halves        INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, round)
);
"#,
        ),
        // Challenges lapse: `expires_at` is the instant after which
        // the challenged player can no longer accept (`[arbiter] challenge_days`
        // after the challenge); status `lapsed` once the clock pass has told the
        // challenger. SQLite cannot change a CHECK, so the table is made anew; the
        // challenges made before get 14 days (the default) from their creation.
        M::up(
            r#"
CREATE TABLE challenges_new (
    token            TEXT PRIMARY KEY,
    challenger       TEXT NOT NULL,
    challenged       TEXT NOT NULL,
    variant          TEXT NOT NULL,
    options          TEXT NOT NULL DEFAULT '{}',
    time_control     TEXT,
    challenger_color TEXT NOT NULL CHECK (challenger_color IN ('white', 'black')),
    status           TEXT NOT NULL CHECK (status IN ('waiting', 'approval', 'started', 'declined', 'refused', 'lapsed')),
    approve_token    TEXT UNIQUE,
    game_id          INTEGER REFERENCES games(id),
    created_at       TEXT NOT NULL,
    expires_at       TEXT NOT NULL
);
INSERT INTO challenges_new
    SELECT token, challenger, challenged, variant, options, time_control, challenger_color,
           status, approve_token, game_id, created_at,
           strftime('%Y-%m-%dT%H:%M:%SZ', created_at, '+14 days')
    FROM challenges;
DROP TABLE challenges;
ALTER TABLE challenges_new RENAME TO challenges;
CREATE INDEX challenges_expiry ON challenges(status, expires_at);
"#,
        ),
        // A tournament's own yearly leave allowance, in days (no row:
        // `[clock] leave_days_per_year`). A table of its own rather than a column
        // of `tournaments`, so that a later remaking of that table (its CHECKs)
        // need not carry it.
        M::up(
            r#"
CREATE TABLE tournament_leave (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id),
    days_per_year INTEGER NOT NULL CHECK (days_per_year BETWEEN 0 AND 366)
);
"#,
        ),
        // A player's pending conditional lines in a game, one row per
        // player and game: the ply count at which the first step's condition is
        // due and the lines as JSON (written and read by the arbiter floor). Never
        // shown to the opponent, never exported.
        M::up(
            r#"
CREATE TABLE conditionals (
    game_id INTEGER NOT NULL REFERENCES games(id),
    side TEXT NOT NULL CHECK (side IN ('white', 'black')),
    from_ply INTEGER NOT NULL CHECK (from_ply >= 0),
    lines TEXT NOT NULL,
    set_at TEXT NOT NULL,
    PRIMARY KEY (game_id, side)
);
"#,
        ),
        // A tournament that forbids conditional moves (ICCF sets this
        // per event); no row: allowed. A table of its own, like tournament_leave.
        M::up(
            r#"
CREATE TABLE tournament_no_conditionals (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id)
);
"#,
        ),
        // A tournament open for entries by mail (until an instant, at
        // most so many players) and the entries waiting for their confirmation.
        M::up(
            r#"
CREATE TABLE tournament_entry_rules (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id),
    entries_until TEXT NOT NULL,
    max_players   INTEGER CHECK (max_players IS NULL OR max_players >= 2),
    closed_at     TEXT
);
CREATE TABLE tournament_entries (
    token         TEXT PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    email         TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('waiting', 'entered', 'cancelled', 'stale')),
    created_at    TEXT NOT NULL
);
CREATE INDEX tournament_entries_by_event ON tournament_entries (tournament_id, email);
"#,
        ),
        // Bulk mail (an organiser's announcement to every entrant)
        // carries its List-Id and goes out with `Precedence: bulk`.
        M::up("ALTER TABLE outbox ADD COLUMN list_id TEXT;"),
        // Knock-out cups. SQLite cannot change a CHECK, so the
        // tournaments table is made anew with 'knockout' among its systems (as the
        // Swiss migration did); a cup's games per match and tie rule have a table
        // of their own.
        M::up(
            r#"
PRAGMA defer_foreign_keys = ON;
CREATE TABLE tournaments_before_knockout AS SELECT * FROM tournaments;
DROP TABLE tournaments;
CREATE TABLE tournaments (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL,
    system        TEXT NOT NULL CHECK (system IN ('round-robin', 'swiss', 'knockout')),
    cycles        INTEGER NOT NULL CHECK (cycles IN (1, 2)),
    variant       TEXT NOT NULL,
    options       TEXT NOT NULL DEFAULT '{}',
    time_control  TEXT,
    status        TEXT NOT NULL CHECK (status IN ('registering', 'running', 'finished')),
    created_at    TEXT NOT NULL,
    started_at    TEXT,
    rounds        INTEGER,
    bye_halves    INTEGER NOT NULL DEFAULT 2,
    pairing_error TEXT,
    finished_at   TEXT
);
INSERT INTO tournaments SELECT * FROM tournaments_before_knockout;
DROP TABLE tournaments_before_knockout;
CREATE TABLE tournament_knockout (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id),
    games         INTEGER NOT NULL CHECK (games BETWEEN 1 AND 20),
    tie_rule      TEXT NOT NULL CHECK (tie_rule IN ('extra', 'seed'))
);
"#,
        ),
        // The ordered list of tie-breaks the organiser chose for a
        // tournament (FIDE C.07 Art. 4.1), as FIDE's acronyms comma-separated
        // (`DE,BH-C1,BH,SB`; read by the correspondence floor); no row: the
        // system's default. A table of its own, like tournament_leave.
        M::up(
            r#"
CREATE TABLE tournament_tiebreaks (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id),
    list TEXT NOT NULL CHECK (length(list) BETWEEN 1 AND 200)
);
"#,
        ),
        // Ratings. `game_ends`: when each game ended, at the
        // arbiter's now (its rating period; the games finished before this
        // migration get their last update). Unrated games, tournaments and
        // challenges are tables of their own (no row: rated). `ratings`: each
        // variant's Glicko-2 list as the last computation from the game records
        // left it, `rating_lists` its latest period (YYYY-MM). A tournament's
        // seeding (no row: the order given). `external_ratings`: a rating, ID and
        // title from elsewhere, as an organiser entered them.
        M::up(
            r#"
CREATE TABLE game_ends (
    game_id  INTEGER PRIMARY KEY REFERENCES games(id),
    ended_at TEXT NOT NULL
);
INSERT INTO game_ends (game_id, ended_at)
    SELECT id, updated_at FROM games WHERE status = 'finished';
CREATE TABLE unrated_games (
    game_id INTEGER PRIMARY KEY REFERENCES games(id)
);
CREATE TABLE unrated_tournaments (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id)
);
CREATE TABLE unrated_challenges (
    token TEXT PRIMARY KEY
);
CREATE TABLE ratings (
    variant     TEXT NOT NULL,
    player_id   INTEGER NOT NULL REFERENCES players(id),
    rating      REAL NOT NULL,
    deviation   REAL NOT NULL,
    volatility  REAL NOT NULL,
    games       INTEGER NOT NULL,
    last_played TEXT,
    PRIMARY KEY (variant, player_id)
);
CREATE TABLE rating_lists (
    variant TEXT PRIMARY KEY,
    period  TEXT NOT NULL
);
CREATE TABLE tournament_seeding (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id),
    seed          TEXT NOT NULL CHECK (seed IN ('rating', 'external'))
);
CREATE TABLE external_ratings (
    player_id INTEGER PRIMARY KEY REFERENCES players(id),
    body      TEXT NOT NULL CHECK (body IN ('ICCF', 'FIDE')),
    rating    INTEGER CHECK (rating IS NULL OR rating BETWEEN 1 AND 3999),
    id_number TEXT,
    title     TEXT
);
"#,
        ),
        // An open event may take only players rated at least so
        // much (`--min-rating`).
        M::up(
            "ALTER TABLE tournament_entry_rules ADD COLUMN min_rating INTEGER \
             CHECK (min_rating IS NULL OR min_rating BETWEEN 1 AND 3999);",
        ),
        // The published site. A private game (`game new --private`,
        // or any game of a `tournament new --private`) is never published.
        // `publish_queue` holds the games whose pages are out of date: the
        // triggers file a game whenever a turn is added or taken back or its
        // state changes, in the same transaction as the change, so that no
        // code path can forget it and a publish that fails is retried after
        // a restart; the publisher deletes a game's row once its pages are
        // written.
        M::up(
            r#"
ALTER TABLE games ADD COLUMN private INTEGER NOT NULL DEFAULT 0 CHECK (private IN (0, 1));
ALTER TABLE tournaments ADD COLUMN private INTEGER NOT NULL DEFAULT 0 CHECK (private IN (0, 1));
CREATE TABLE publish_queue (game_id INTEGER PRIMARY KEY);
CREATE TRIGGER publish_game_added AFTER INSERT ON games
BEGIN INSERT OR IGNORE INTO publish_queue (game_id) VALUES (NEW.id); END;
CREATE TRIGGER publish_game_changed AFTER UPDATE OF status, result, termination, current_position ON games
BEGIN INSERT OR IGNORE INTO publish_queue (game_id) VALUES (NEW.id); END;
CREATE TRIGGER publish_turn_added AFTER INSERT ON turns
BEGIN INSERT OR IGNORE INTO publish_queue (game_id) VALUES (NEW.game_id); END;
CREATE TRIGGER publish_turn_removed AFTER DELETE ON turns
BEGIN INSERT OR IGNORE INTO publish_queue (game_id) VALUES (OLD.game_id); END;
CREATE TRIGGER private_event_game AFTER INSERT ON tournament_games
WHEN (SELECT private FROM tournaments WHERE id = NEW.tournament_id) = 1
BEGIN UPDATE games SET private = 1 WHERE id = NEW.game_id; END;
"#,
        ),
        // A game by its players. Each move mail asks whether its sender
        // plays any game (the rate limit's player or stranger), which read every
        // game: a tournament's thousands of games once per mail.
        M::up(
            "CREATE INDEX games_white ON games (white_id);\n\
             CREATE INDEX games_black ON games (black_id);",
        ),
        // The waiting replies in id order, as delivery reads them a page
        // at a time. By `outbox_waiting` SQLite read every waiting reply, body and
        // board, and sorted them for each page of 64: a backlog of hundreds read
        // again page after page.
        M::up("CREATE INDEX outbox_due ON outbox (status, id);"),
        // A reply's text and board in a table of their own. A reply's
        // row held its 2-3 kB of text and board, a page each: its "sent" mark
        // rewrote the whole row and wrote that page again into the WAL, for every
        // reply. The row of state is now some 250 bytes, fifteen to a page. The
        // table is made anew (SQLite cannot change a CHECK) with its status CHECK
        // as comparisons: an IN list of three constants made SQLite build a
        // temporary index at every insert and every "sent" mark, some 15,000
        // instructions each.
        M::up(
            r#"
CREATE TABLE outbox_before_content AS SELECT * FROM outbox;
DROP TABLE outbox;
CREATE TABLE outbox (
    id              INTEGER PRIMARY KEY,
    game_id         INTEGER REFERENCES games(id),
    message_id      TEXT NOT NULL UNIQUE,               -- our Message-ID, no brackets
    in_reply_to     TEXT,
    refs            TEXT NOT NULL DEFAULT '',
    to_addr         TEXT NOT NULL,
    subject         TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status = 'waiting' OR status = 'sent' OR status = 'failed'),
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT,
    last_error      TEXT,
    created_at      TEXT NOT NULL,
    sent_at         TEXT,
    reply_to        TEXT,
    list_id         TEXT
);
INSERT INTO outbox (id, game_id, message_id, in_reply_to, refs, to_addr, subject, status, attempts,
        next_attempt_at, last_error, created_at, sent_at, reply_to, list_id)
    SELECT id, game_id, message_id, in_reply_to, refs, to_addr, subject, status, attempts,
        next_attempt_at, last_error, created_at, sent_at, reply_to, list_id
    FROM outbox_before_content;
CREATE TABLE outbox_content (
    id    INTEGER PRIMARY KEY REFERENCES outbox(id),
    body  TEXT NOT NULL,
    board TEXT
);
INSERT INTO outbox_content (id, body, board) SELECT id, body, board FROM outbox_before_content;
DROP TABLE outbox_before_content;
CREATE INDEX outbox_waiting ON outbox (status, next_attempt_at);
CREATE INDEX outbox_game ON outbox (game_id, to_addr);
CREATE INDEX outbox_due ON outbox (status, id);
"#,
        ),
        // Secrets that were tried and failed, and what came of them: each wrong
        // game code, confirmation token or organiser code a mail carried (or a
        // mail that carried several), by game and by claimed sender, so that
        // guessing is counted in a window; the notice to the organisers once per
        // spell of guessing; and the refusals sent, so that the same refusal goes
        // to the same address at most once a day (RFC 3834 section 2).
        M::up(
            r#"
CREATE TABLE failed_tries (
    id          INTEGER PRIMARY KEY,
    at          TEXT NOT NULL,                          -- RFC 3339 UTC, the service's now
    game_id     INTEGER,                                -- the game whose code was tried
    sender      TEXT NOT NULL COLLATE NOCASE,           -- the From: address, as claimed
    kind        TEXT NOT NULL CHECK (kind = 'game-code' OR kind = 'token' OR kind = 'organiser-code'),
    message_key TEXT NOT NULL,
    tried       TEXT NOT NULL                           -- what the mail carried, shortened
);
CREATE INDEX failed_tries_game ON failed_tries (game_id, at);
CREATE INDEX failed_tries_sender ON failed_tries (sender, at);
CREATE INDEX failed_tries_at ON failed_tries (at);
CREATE TABLE guard_spells (
    target      TEXT PRIMARY KEY,                       -- 'game 12' or 'sender x@y.org'
    began_at    TEXT NOT NULL,                          -- when the organisers were told
    last_at     TEXT NOT NULL                           -- the last mail held in this spell
);
CREATE TABLE refusals_sent (
    address     TEXT NOT NULL COLLATE NOCASE,
    digest      TEXT NOT NULL,                          -- SHA-256 of the game and the reason
    sent_at     TEXT NOT NULL,
    PRIMARY KEY (address, digest)
);
"#,
        ),
        // A player's language (`language de` by mail), an ISO 639-1 code, next to
        // the name and time zone; NULL: none given. Later work uses it for the
        // notation and the translations of the arbiter's mail.
        M::up("ALTER TABLE players ADD COLUMN language TEXT;"),
        // How moves are written to a player (`notation numeric` by mail): `san`,
        // `long`, `numeric` or `figurine`; NULL: SAN.
        M::up("ALTER TABLE players ADD COLUMN notation TEXT;"),
        // A player's code: one secret per player, carried by the mails about
        // all of the player's games at once (the overview of one's games) in
        // their Reply-To (`+p-CODE`) and subject (`[Player CODE]`), made and
        // compared as the codes per game are. A wrong player code is a failed
        // try like a wrong game code: `failed_tries` is made anew (SQLite cannot
        // change a CHECK) with the kind `player-code` allowed.
        M::up(
            r#"
CREATE TABLE player_codes (
    player_id  INTEGER PRIMARY KEY REFERENCES players(id),
    code       TEXT NOT NULL,                           -- lower-case letters and digits
    created_at TEXT NOT NULL
);
CREATE TABLE failed_tries_before_player_codes AS SELECT * FROM failed_tries;
DROP TABLE failed_tries;
CREATE TABLE failed_tries (
    id          INTEGER PRIMARY KEY,
    at          TEXT NOT NULL,                          -- RFC 3339 UTC, the service's now
    game_id     INTEGER,                                -- the game whose code was tried
    sender      TEXT NOT NULL COLLATE NOCASE,           -- the From: address, as claimed
    kind        TEXT NOT NULL CHECK (kind = 'game-code' OR kind = 'token'
                    OR kind = 'organiser-code' OR kind = 'player-code'),
    message_key TEXT NOT NULL,
    tried       TEXT NOT NULL                           -- what the mail carried, shortened
);
INSERT INTO failed_tries (id, at, game_id, sender, kind, message_key, tried)
    SELECT id, at, game_id, sender, kind, message_key, tried FROM failed_tries_before_player_codes;
DROP TABLE failed_tries_before_player_codes;
CREATE INDEX failed_tries_game ON failed_tries (game_id, at);
CREATE INDEX failed_tries_sender ON failed_tries (sender, at);
CREATE INDEX failed_tries_at ON failed_tries (at);
"#,
        ),
        // How a player reads boards in the text part (`board list` by mail):
        // `grid`, `list` (piece lists for a screen reader) or `both`; NULL: the
        // grid.
        M::up("ALTER TABLE players ADD COLUMN board TEXT;"),
        // A player's digest (`digest daily 18:00` by mail): the wall-clock times
        // in the player's time zone, and the next instant one falls due (UTC,
        // RFC 3339 to the second), which the poll looks up by the partial index;
        // NULL: no digest. While a digest is on, the mail about an opponent's move
        // waits as a row of `digest_entries`, written in the move's transaction;
        // the digest that takes it names its outbox row in `digest_id`, written in
        // the transaction that queues the digest.
        M::up(
            r#"
ALTER TABLE players ADD COLUMN digest_times TEXT;             -- 'HH:MM HH:MM', local
ALTER TABLE players ADD COLUMN digest_next_at TEXT;           -- RFC 3339 UTC
CREATE INDEX players_digest_due ON players (digest_next_at) WHERE digest_next_at IS NOT NULL;
CREATE TABLE digest_entries (
    id          INTEGER PRIMARY KEY,
    player_id   INTEGER NOT NULL REFERENCES players(id),
    game_id     INTEGER NOT NULL REFERENCES games(id),
    ply         INTEGER NOT NULL,                       -- the game's plies after the move
    summary     TEXT NOT NULL,                          -- '24... Qxe5, White to move'
    held_at     TEXT NOT NULL,                          -- RFC 3339 UTC, the service's now
    digest_id   INTEGER REFERENCES outbox(id)           -- NULL while it waits
);
CREATE INDEX digest_entries_waiting ON digest_entries (player_id, digest_id);
"#,
        ),
        // One record per game part of a mail with turns for several games (`Game
        // 12: Nf3`): the part's game, outcome and detail, next to the mail's own
        // record in `messages` (`message_key`). The hourly limit of answers to the
        // sender alone counts each answered part of such a mail, not the mail.
        M::up(
            r#"
CREATE TABLE message_parts (
    id          INTEGER PRIMARY KEY,
    message_key TEXT NOT NULL,                          -- messages.key of the mail
    game_id     INTEGER NOT NULL,
    outcome     TEXT NOT NULL,                          -- as messages.outcome
    detail      TEXT NOT NULL
);
CREATE INDEX message_parts_key ON message_parts (message_key);
"#,
        ),
        // The boards a reply shows after its first (`board`), as a JSON array of
        // `output::drawing::Board`: a digest lists several games, and its HTML
        // part draws each one's board; NULL: one board or none.
        M::up("ALTER TABLE outbox_content ADD COLUMN more_boards TEXT;"),
        // The language a reply's text is written in (ISO 639-1 code), for its
        // HTML part's `lang`; NULL for a reply queued before: English.
        M::up("ALTER TABLE outbox_content ADD COLUMN language TEXT;"),
        // The answers to all the addresses that play no game are counted over the
        // last hour by the time of receipt (`[mail]
        // stranger_answers_per_hour_total`).
        M::up("CREATE INDEX messages_received ON messages (received_at);"),
        // Bounces: each reply's return token, the tag of its envelope sender
        // (`arbiter+b-TOKEN@host`, VERP) that a delivery report comes back to,
        // random and unique (NULL for replies queued before); and the addresses a
        // report said failed, one row each: the spell of bouncing (its first and
        // latest report, the mail that bounced, the cause), when the organisers
        // and opponents were told of it, and when it was cleared (a later mail
        // from the address, or a report that a mail arrived). A cleared row is
        // made a new spell by the next failure.
        M::up(
            r#"
ALTER TABLE outbox ADD COLUMN return_token TEXT;
CREATE UNIQUE INDEX outbox_return_token ON outbox (return_token) WHERE return_token IS NOT NULL;
CREATE TABLE bounces (
    address     TEXT PRIMARY KEY COLLATE NOCASE,        -- the address the report said failed
    cause       TEXT NOT NULL,                          -- no-such-address, mailbox-full, ...
    status      TEXT,                                   -- RFC 3463 status code, 5.2.2
    diagnostic  TEXT,                                   -- the mail server's words, one line
    message_id  TEXT NOT NULL,                          -- our mail that bounced (outbox.message_id)
    report_key  TEXT NOT NULL,                          -- messages.key of the latest report
    reports     INTEGER NOT NULL,                       -- reports in this spell
    first_at    TEXT NOT NULL,                          -- RFC 3339 UTC, the service's now
    last_at     TEXT NOT NULL,
    told_at     TEXT,                                   -- organisers and opponents told
    cleared_at  TEXT                                    -- NULL while the address bounces
);
"#,
        ),
        // Each turn with every square named, in English letters, as the
        // variant wrote it when the turn was played (`Rules::turn_forms`): long
        // algebraic (`Ng1-f3+`, `(Hb8)`) and ICCF numeric (`7163`, `(H28)`), so
        // that whatever writes moves to a player in their notation (subjects,
        // the overview, digests, `history`, move lists) reads no position. NULL:
        // a turn that names no square (a ProDem pass), a numeric form on a board
        // past 9 squares. The hook fills them for the turns stored before, each
        // game read once in the positions before its turns
        // (`fill_forms`).
        M::up_with_hook(
            "ALTER TABLE turns ADD COLUMN long_form TEXT;
             ALTER TABLE turns ADD COLUMN numeric_form TEXT;",
            fill_forms,
        ),
        // A thematic event's set start (every game of the tournament begins
        // there): the position in the variant's own text, and the opening
        // moves that lead to it when the organiser gave moves (the moves
        // numbered as the variant writes them, `1. e4 e5 2. f4`); no row: the
        // variant's usual start. A table of its own, like tournament_tiebreaks.
        M::up(
            r#"
CREATE TABLE tournament_themes (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id),
    fen           TEXT NOT NULL CHECK (length(fen) BETWEEN 1 AND 1000),
    opening       TEXT CHECK (length(opening) BETWEEN 1 AND 2000)
);
"#,
        ),
        // Team events. SQLite cannot change a CHECK, so the tournaments
        // table is made anew with 'team-match' and 'team-round-robin' among its
        // systems (as the knock-out migration did). `tournament_team_rules`: games
        // per board, the primary score (`gp` game points, `mp` match points: FIDE
        // C.07's GPTS and MPTS) and the replacements a team may have.
        // `tournament_teams`: each team by its pairing number, its name and its
        // captain (a player row, who may also play). `tournament_team_members`:
        // who holds each board of a team, from when (`since`) and until when
        // (`until`, NULL while holding): a replacement closes one row and opens
        // another, so that the board's results stay with the board; each member is
        // also an entrant (`tournament_players`). `tournament_team_games`: each
        // game's meeting (home and away team), board, game of the board (1 or 2)
        // and the home team's colour, stored rather than derived from the round
        // and board, so that neither a replacement (the players change) nor a
        // change of the schedule's order reads a game as another.
        M::up(
            r#"
PRAGMA defer_foreign_keys = ON;
CREATE TABLE tournaments_before_teams AS SELECT * FROM tournaments;
DROP TABLE tournaments;
CREATE TABLE tournaments (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL,
    system        TEXT NOT NULL CHECK (system IN ('round-robin', 'swiss', 'knockout', 'team-match', 'team-round-robin')),
    cycles        INTEGER NOT NULL CHECK (cycles IN (1, 2)),
    variant       TEXT NOT NULL,
    options       TEXT NOT NULL DEFAULT '{}',
    time_control  TEXT,
    status        TEXT NOT NULL CHECK (status IN ('registering', 'running', 'finished')),
    created_at    TEXT NOT NULL,
    started_at    TEXT,
    rounds        INTEGER,
    bye_halves    INTEGER NOT NULL DEFAULT 2,
    pairing_error TEXT,
    finished_at   TEXT,
    private       INTEGER NOT NULL DEFAULT 0 CHECK (private IN (0, 1))
);
INSERT INTO tournaments (id, name, system, cycles, variant, options, time_control, status,
        created_at, started_at, rounds, bye_halves, pairing_error, finished_at, private)
    SELECT id, name, system, cycles, variant, options, time_control, status,
        created_at, started_at, rounds, bye_halves, pairing_error, finished_at, private
    FROM tournaments_before_teams;
DROP TABLE tournaments_before_teams;
CREATE TABLE tournament_team_rules (
    tournament_id    INTEGER PRIMARY KEY REFERENCES tournaments(id),
    games_per_board  INTEGER NOT NULL CHECK (games_per_board IN (1, 2)),
    team_score       TEXT NOT NULL CHECK (team_score IN ('gp', 'mp')),
    max_replacements INTEGER NOT NULL DEFAULT 3 CHECK (max_replacements BETWEEN 0 AND 99)
);
CREATE TABLE tournament_teams (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    seat          INTEGER NOT NULL CHECK (seat >= 1),        -- the team's pairing number
    name          TEXT NOT NULL,
    captain_id    INTEGER NOT NULL REFERENCES players(id),
    withdrawn_at  TEXT,
    PRIMARY KEY (tournament_id, seat),
    UNIQUE (tournament_id, name)
);
CREATE TABLE tournament_team_members (
    tournament_id INTEGER NOT NULL,
    team          INTEGER NOT NULL,
    board         INTEGER NOT NULL CHECK (board >= 1),
    player_id     INTEGER NOT NULL REFERENCES players(id),
    since         TEXT NOT NULL,                             -- RFC 3339 UTC
    until         TEXT,                                      -- NULL while holding the board
    FOREIGN KEY (tournament_id, team) REFERENCES tournament_teams (tournament_id, seat)
);
CREATE UNIQUE INDEX tournament_team_board_held
    ON tournament_team_members (tournament_id, team, board) WHERE until IS NULL;
CREATE INDEX tournament_team_members_by_player ON tournament_team_members (player_id);
CREATE TABLE tournament_team_games (
    game_id       INTEGER PRIMARY KEY REFERENCES games(id),
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    home          INTEGER NOT NULL,                          -- team pairing numbers
    away          INTEGER NOT NULL,
    board         INTEGER NOT NULL CHECK (board >= 1),
    game          INTEGER NOT NULL CHECK (game IN (1, 2)),
    home_white    INTEGER NOT NULL CHECK (home_white IN (0, 1))
);
CREATE INDEX tournament_team_games_by_event ON tournament_team_games (tournament_id);
"#,
        ),
        // Captains by mail. `team_entries`: the players a captain names for a
        // team in an open team event, in the captain's order (`place`), each
        // asked to confirm by the token of its own (the address that plays
        // answers); the confirmed ones hold the team's boards in that order.
        // `team_requests`: what a captain asks the organisers (a replacement on a
        // board, the team's withdrawal), answered by the organisers' token.
        M::up(
            r#"
CREATE TABLE team_entries (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    team          INTEGER NOT NULL,                          -- tournament_teams.seat
    place         INTEGER NOT NULL CHECK (place >= 1),       -- the captain's order
    email         TEXT NOT NULL COLLATE NOCASE,
    name          TEXT,                                      -- as the captain wrote it
    token         TEXT NOT NULL UNIQUE,
    status        TEXT NOT NULL CHECK (status IN ('waiting', 'confirmed', 'declined', 'dropped')),
    created_at    TEXT NOT NULL,
    PRIMARY KEY (tournament_id, team, email)
);
CREATE TABLE team_requests (
    token         TEXT PRIMARY KEY,                          -- the organisers' token
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id),
    team          INTEGER NOT NULL,
    kind          TEXT NOT NULL CHECK (kind IN ('replace', 'withdraw')),
    board         INTEGER,
    new_email     TEXT COLLATE NOCASE,
    captain       TEXT NOT NULL COLLATE NOCASE,
    status        TEXT NOT NULL CHECK (status IN ('asked', 'granted', 'refused')),
    created_at    TEXT NOT NULL,
    answered_by   TEXT,
    answered_at   TEXT
);
"#,
        ),
        // Xfcc: a player's chess program signs in with the player's address
        // and a password made by `xfcc` by mail. `xfcc_passwords`: its Argon2id
        // hash (a PHC string, never the password) and whether the player also
        // wants the mail about a move made from the program (`xfcc mail on`).
        // A wrong password is a failed try like a wrong code: `failed_tries` is
        // made anew (SQLite cannot change a CHECK) with the kind
        // `xfcc-password` allowed. `outbox.secret`: the mail carries a secret
        // (the password), so its body is blanked once it is sent or given up.
        M::up(
            r#"
CREATE TABLE xfcc_passwords (
    player_id  INTEGER PRIMARY KEY REFERENCES players(id),
    hash       TEXT NOT NULL,                           -- PHC string, $argon2id$...
    created_at TEXT NOT NULL,                           -- RFC 3339 UTC
    own_mail   INTEGER NOT NULL DEFAULT 0 CHECK (own_mail IN (0, 1))
);
CREATE TABLE failed_tries_before_xfcc AS SELECT * FROM failed_tries;
DROP TABLE failed_tries;
CREATE TABLE failed_tries (
    id          INTEGER PRIMARY KEY,
    at          TEXT NOT NULL,                          -- RFC 3339 UTC, the service's now
    game_id     INTEGER,                                -- the game whose code was tried
    sender      TEXT NOT NULL COLLATE NOCASE,           -- the From: address or Xfcc username
    kind        TEXT NOT NULL CHECK (kind IN ('game-code', 'token', 'organiser-code',
                    'player-code', 'xfcc-password')),
    message_key TEXT NOT NULL,                          -- the mail's key, or xfcc:<IP>
    tried       TEXT NOT NULL                           -- what was tried, shortened
);
INSERT INTO failed_tries (id, at, game_id, sender, kind, message_key, tried)
    SELECT id, at, game_id, sender, kind, message_key, tried FROM failed_tries_before_xfcc;
DROP TABLE failed_tries_before_xfcc;
CREATE INDEX failed_tries_game ON failed_tries (game_id, at);
CREATE INDEX failed_tries_sender ON failed_tries (sender, at);
CREATE INDEX failed_tries_at ON failed_tries (at);
ALTER TABLE outbox ADD COLUMN secret INTEGER NOT NULL DEFAULT 0;
"#,
        ),
        M::up(
            r#"
CREATE TABLE xfcc_messages (
    game_id INTEGER NOT NULL REFERENCES games(id),
    side    TEXT NOT NULL CHECK (side IN ('white', 'black')),  -- who wrote it
    ply     INTEGER NOT NULL,                                  -- the game's turns when written
    text    TEXT NOT NULL,
    at      TEXT NOT NULL,
    PRIMARY KEY (game_id, side)
);
"#,
        ),
    ])
}

/// The migration's hook that fills the forms with every square named
/// (`long_form`, `numeric_form`) of the turns stored before those columns: each
/// game's turns read in the positions before them
/// ([`forms_of_stored`]), one game at a time, in the migration's transaction.
/// A game whose variant, options or start no longer read keeps its turns
/// without forms (its moves are then written in their canonical text); such a
/// game does not load for play either.
///
/// # Errors
///
/// [`rusqlite_migration::HookError`] from SQLite: the migration then fails as
/// a whole and the data directory keeps its older schema.
fn fill_forms(tx: &Transaction<'_>) -> rusqlite_migration::HookResult {
    let games: Vec<(i64, String, String, Option<String>)> = tx
        .prepare(
            "SELECT id, variant, options, start_position FROM games g \
             WHERE EXISTS (SELECT 1 FROM turns t WHERE t.game_id = g.id) ORDER BY id",
        )?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
        .collect::<Result<_, _>>()?;
    let mut turns_of = tx.prepare(
        "SELECT ply, canonical, position_after FROM turns WHERE game_id = ?1 ORDER BY ply",
    )?;
    let mut update = tx.prepare(
        "UPDATE turns SET long_form = ?3, numeric_form = ?4 WHERE game_id = ?1 AND ply = ?2",
    )?;
    for (id, variant, options, start) in games {
        let Ok(options) = serde_json::from_str::<Options>(&options) else {
            continue;
        };
        let turns: Vec<(u32, String, String)> = turns_of
            .query_map([id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
            .collect::<Result<_, _>>()?;
        let texts = turns.iter().map(|(_, c, p)| (c.as_str(), p.as_str()));
        let Ok(forms) = forms_of_stored(&variant, &options, start.as_deref(), texts) else {
            continue;
        };
        for ((ply, _, _), forms) in turns.iter().zip(forms) {
            if let Some(forms) = forms {
                update.execute(params![id, ply, forms.long, forms.numeric])?;
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #[test]
    fn migrations_are_valid() {
        assert!(super::migrations().validate().is_ok());
    }

    /// The last schema version without the table `name`: the one just before the
    /// migration that made it (found, so that later migrations may follow it).
    fn version_before_table(m: &rusqlite_migration::Migrations<'_>, name: &str) -> usize {
        let has_table = |version: usize| {
            let mut probe = rusqlite::Connection::open_in_memory().unwrap();
            m.to_version(&mut probe, version).unwrap();
            probe
                .query_row(
                    "SELECT COUNT(*) FROM sqlite_master WHERE name = ?1",
                    [name],
                    |r| r.get::<_, i64>(0),
                )
                .unwrap()
                > 0
        };
        (1..200).find(|v| has_table(*v)).unwrap() - 1
    }

    /// The last schema version whose table `table` has no column `column`.
    fn version_before_column(
        m: &rusqlite_migration::Migrations<'_>,
        table: &str,
        column: &str,
    ) -> usize {
        let has_column = |version: usize| {
            let mut probe = rusqlite::Connection::open_in_memory().unwrap();
            m.to_version(&mut probe, version).unwrap();
            probe
                .query_row(
                    "SELECT COUNT(*) FROM pragma_table_info(?1) WHERE name = ?2",
                    [table, column],
                    |r| r.get::<_, i64>(0),
                )
                .unwrap()
                > 0
        };
        (1..200).find(|v| has_column(*v)).unwrap() - 1
    }

    /// The forms migration fills the long and numeric forms of the turns stored
    /// before it, as each variant writes them (a Black Holes drop too), and
    /// leaves a game whose variant does not read without forms.
    #[test]
    fn forms_migration_fills_the_stored_turns() {
        use crate::rules::game::GameRecord;
        use crate::rules::Options;
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        let m = super::migrations();
        let before = version_before_column(&m, "turns", "long_form");
        m.to_version(&mut conn, before).unwrap();
        conn.execute_batch(
            "INSERT INTO players (id, email, created_at) VALUES (1, 'a@x.org', 'x'), (2, 'b@x.org', 'x');",
        )
        .unwrap();
        let games: [(i64, &str, &[&str]); 3] = [
            (1, "chess", &["e4", "Nf6", "e5"]),
            (2, "blackholes", &["e4", "Nc6", "Ke2", "(Hb8)"]),
            (3, "chess", &["d4"]),
        ];
        for (id, variant, moves) in games {
            let mut record = GameRecord::new(variant, &Options::new(), None).unwrap();
            for text in moves {
                record.play(text).unwrap();
            }
            // Game 3's variant no longer reads.
            let stored_variant = if id == 3 { "gone" } else { variant };
            conn.execute(
                "INSERT INTO games (id, variant, white_id, black_id, status, current_position, \
                 created_at, updated_at) VALUES (?1, ?2, 1, 2, 'active', ?3, 'x', 'x')",
                rusqlite::params![id, stored_variant, record.current().position_text()],
            )
            .unwrap();
            for t in record.turns() {
                conn.execute(
                    "INSERT INTO turns (game_id, ply, number, side, input, canonical, \
                     position_after, received_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, 'x')",
                    rusqlite::params![
                        id,
                        t.ply,
                        t.number,
                        t.side.name(),
                        t.canonical,
                        t.position_after
                    ],
                )
                .unwrap();
            }
        }
        m.to_latest(&mut conn).unwrap();
        let forms: Vec<(i64, Option<String>, Option<String>)> = conn
            .prepare("SELECT game_id, long_form, numeric_form FROM turns ORDER BY game_id, ply")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        let some = |id: i64, long: &str, numeric: &str| {
            (id, Some(long.to_string()), Some(numeric.to_string()))
        };
        assert_eq!(
            forms,
            [
                some(1, "e2-e4", "5254"),
                some(1, "Ng8-f6", "7866"),
                some(1, "e4-e5", "5455"),
                some(2, "e2-e4", "5254"),
                some(2, "Nb8-c6", "2836"),
                some(2, "Ke1-e2", "5152"),
                some(2, "(Hb8)", "(H28)"),
                (3, None, None),
            ]
        );
    }

    /// The ratings migration dates the games finished before it by their last
    /// update, and no running game.
    #[test]
    fn ratings_migration_dates_finished_games() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        let m = super::migrations();
        // The version just before the ratings migration: the last one without
        // the game_ends table.
        let before = version_before_table(&m, "game_ends");
        m.to_version(&mut conn, before).unwrap();
        conn.execute_batch(
            "INSERT INTO players (id, email, created_at) VALUES (1, 'a@x.org', 'x'), (2, 'b@x.org', 'x');
             INSERT INTO games (id, variant, white_id, black_id, status, result, termination, \
                 current_position, created_at, updated_at) VALUES \
                 (1, 'chess', 1, 2, 'finished', '1-0', 'resignation', 'p', 'x', '2026-05-02T10:00:00.000Z'), \
                 (2, 'chess', 1, 2, 'active', NULL, NULL, 'p', 'x', '2026-05-03T10:00:00.000Z');",
        )
        .unwrap();
        m.to_latest(&mut conn).unwrap();
        let ends: Vec<(i64, String)> = conn
            .prepare("SELECT game_id, ended_at FROM game_ends")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert_eq!(ends, [(1, "2026-05-02T10:00:00.000Z".to_string())]);
    }

    /// The Swiss migration keeps the round robins made before it, and their
    /// entrants' and games' references.
    #[test]
    fn swiss_migration_keeps_round_robins() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        conn.pragma_update(None, "foreign_keys", "ON").unwrap();
        let m = super::migrations();
        let total: usize = {
            let mut probe = rusqlite::Connection::open_in_memory().unwrap();
            m.to_latest(&mut probe).unwrap();
            let v: i64 = probe
                .query_row("PRAGMA user_version", [], |r| r.get(0))
                .unwrap();
            v as usize
        };
        m.to_version(&mut conn, total - 1).unwrap();
        conn.execute_batch(
            "INSERT INTO players (id, email, created_at) VALUES (1, 'a@example.org', 'x');
             INSERT INTO tournaments (id, name, system, cycles, variant, status, created_at)
                 VALUES (7, 'Old', 'round-robin', 1, 'chess', 'running', '2027-01-01T00:00:00Z');
             INSERT INTO tournament_players (tournament_id, seat, player_id) VALUES (7, 1, 1);",
        )
        .unwrap();
        m.to_latest(&mut conn).unwrap();
        let row: (String, String, i64) = conn
            .query_row(
                "SELECT name, system, bye_halves FROM tournaments WHERE id = 7",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .unwrap();
        assert_eq!(row, ("Old".to_string(), "round-robin".to_string(), 2));
        assert!(conn
            .execute(
                "INSERT INTO tournament_players (tournament_id, seat, player_id) VALUES (8, 1, 1)",
                []
            )
            .is_err());
        conn.execute(
            "INSERT INTO tournaments (name, system, cycles, variant, status, created_at, rounds) \
             VALUES ('Swiss', 'swiss', 1, 'chess', 'registering', 'x', 5)",
            [],
        )
        .unwrap();
    }

    /// The team migration keeps the tournaments made before it (a private cup
    /// stays private) and takes the team systems; a team's board is held by one
    /// member at a time.
    #[test]
    fn team_migration_keeps_tournaments() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        conn.pragma_update(None, "foreign_keys", "ON").unwrap();
        let m = super::migrations();
        let before = version_before_table(&m, "tournament_teams");
        m.to_version(&mut conn, before).unwrap();
        conn.execute_batch(
            "INSERT INTO players (id, email, created_at) VALUES (1, 'a@example.org', 'x'), (2, 'b@example.org', 'x');
             INSERT INTO tournaments (id, name, system, cycles, variant, status, created_at, private)
                 VALUES (7, 'Cup', 'knockout', 1, 'chess', 'running', 'x', 1);
             INSERT INTO tournament_players (tournament_id, seat, player_id) VALUES (7, 1, 1);",
        )
        .unwrap();
        m.to_latest(&mut conn).unwrap();
        let row: (String, i64) = conn
            .query_row(
                "SELECT system, private FROM tournaments WHERE id = 7",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        assert_eq!(row, ("knockout".to_string(), 1));
        conn.execute_batch(
            "INSERT INTO tournaments (id, name, system, cycles, variant, status, created_at)
                 VALUES (8, 'Match', 'team-match', 1, 'chess', 'registering', 'x');
             INSERT INTO tournament_teams (tournament_id, seat, name, captain_id) VALUES (8, 1, 'Ajax', 1);
             INSERT INTO tournament_team_members (tournament_id, team, board, player_id, since)
                 VALUES (8, 1, 1, 1, 'x');",
        )
        .unwrap();
        assert!(conn
            .execute(
                "INSERT INTO tournament_team_members (tournament_id, team, board, player_id, since) \
                 VALUES (8, 1, 1, 2, 'y')",
                []
            )
            .is_err());
        assert!(conn
            .execute(
                "INSERT INTO tournaments (name, system, cycles, variant, status, created_at) \
                 VALUES ('X', 'teams', 1, 'chess', 'registering', 'x')",
                []
            )
            .is_err());
    }

    /// The Xfcc migration keeps the failed tries made before it and takes the
    /// kind `xfcc-password`; one password row per player.
    #[test]
    fn xfcc_migration_keeps_failed_tries() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        conn.pragma_update(None, "foreign_keys", "ON").unwrap();
        let m = super::migrations();
        let before = version_before_table(&m, "xfcc_passwords");
        m.to_version(&mut conn, before).unwrap();
        conn.execute_batch(
            "INSERT INTO players (id, email, created_at) VALUES (1, 'a@example.org', 'x');
             INSERT INTO failed_tries (id, at, game_id, sender, kind, message_key, tried)
                 VALUES (4, 't', 12, 'a@example.org', 'player-code', '<m@x>', 'player code x');",
        )
        .unwrap();
        m.to_latest(&mut conn).unwrap();
        let kept: (i64, String, String) = conn
            .query_row(
                "SELECT game_id, kind, tried FROM failed_tries WHERE id = 4 AND sender = 'A@example.org'",
                [],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
            )
            .unwrap();
        assert_eq!(kept, (12, "player-code".into(), "player code x".into()));
        conn.execute_batch(
            "INSERT INTO failed_tries (at, sender, kind, message_key, tried)
                 VALUES ('t', 'a@example.org', 'xfcc-password', 'xfcc:127.0.0.1', 'a password');
             INSERT INTO xfcc_passwords (player_id, hash, created_at) VALUES (1, '$argon2id$', 't');",
        )
        .unwrap();
        assert!(conn
            .execute(
                "INSERT INTO failed_tries (at, sender, kind, message_key, tried) \
                 VALUES ('t', 'a@example.org', 'password', 'k', 'x')",
                []
            )
            .is_err());
        assert!(conn
            .execute(
                "INSERT INTO xfcc_passwords (player_id, hash, created_at) VALUES (1, 'h', 't')",
                []
            )
            .is_err());
        let indexes: i64 = conn
            .query_row(
                "SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'failed_tries'",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(indexes, 3);
    }

    /// The outbox migration keeps every reply: its state in `outbox`,
    /// its text and board in `outbox_content` under the same id; the status CHECK
    /// still refuses what is not a status.
    #[test]
    fn outbox_migration_keeps_every_reply() {
        let mut conn = rusqlite::Connection::open_in_memory().unwrap();
        conn.pragma_update(None, "foreign_keys", "ON").unwrap();
        let m = super::migrations();
        let before = version_before_table(&m, "outbox_content");
        m.to_version(&mut conn, before).unwrap();
        conn.execute_batch(
            "INSERT INTO outbox (id, message_id, refs, to_addr, subject, body, status, attempts, \
                 next_attempt_at, last_error, created_at, sent_at, reply_to, board, list_id) VALUES \
             (3, 'a@x', '', 'p@x.org', 'S', 'text a', 'sent', 1, NULL, NULL, 'c', 's', 'r@x', '{\"b\":1}', NULL), \
             (5, 'b@x', 'a@x', 'q@x.org', 'T', 'text b', 'waiting', 2, 'n', 'e', 'c', NULL, NULL, NULL, 'L');",
        )
        .unwrap();
        m.to_latest(&mut conn).unwrap();
        type Reply = (
            i64,
            String,
            String,
            Option<String>,
            String,
            i64,
            Option<String>,
        );
        let rows: Vec<Reply> = conn
            .prepare(
                "SELECT o.id, o.message_id, c.body, c.board, o.status, o.attempts, o.list_id \
                 FROM outbox o JOIN outbox_content c ON c.id = o.id ORDER BY o.id",
            )
            .unwrap()
            .query_map([], |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                ))
            })
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(
            rows,
            [
                (
                    3,
                    "a@x".into(),
                    "text a".into(),
                    Some(r#"{"b":1}"#.into()),
                    "sent".into(),
                    1,
                    None
                ),
                (
                    5,
                    "b@x".into(),
                    "text b".into(),
                    None,
                    "waiting".into(),
                    2,
                    Some("L".into())
                ),
            ]
        );
        assert!(conn
            .execute("UPDATE outbox SET status = 'gone' WHERE id = 3", [])
            .is_err());
        assert!(conn
            .execute(
                "INSERT INTO outbox_content (id, body) VALUES (9, 'orphan')",
                []
            )
            .is_err());
    }
}
