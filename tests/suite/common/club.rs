//! A club: a [`World`] run with an `arbiter.toml` that names one organiser with a
//! code, for the tests that send mails (challenges, tournament commands, an
//! organiser's commands) and poll with that configuration. Each test module adds its
//! own helpers in an `impl Club` block of its own; the methods of all those blocks
//! share one name space (the suite is one crate), so a helper's name is one no other
//! module gives a `Club` method.

use std::path::PathBuf;

use super::{answer, mail_with_subject, Sent, World};

/// What a test adds to a club's `arbiter.toml` besides the address, the organiser
/// and the organiser's code; the default adds nothing.
#[derive(Debug, Clone, Copy, Default)]
pub struct Settings<'a> {
    /// The arbiter's name (`name = "NAME"`, before the organisers), if any.
    pub name: Option<&'a str>,
    /// More `[arbiter]` lines after the organisers, each ending in a newline
    /// (`challenges = "open"\n`).
    pub arbiter: &'a str,
    /// Further tables after the organiser's code, each line ending in a newline
    /// (`[mail]\nmax_message_bytes = 4096\n`).
    pub sections: &'a str,
}

impl<'a> Settings<'a> {
    /// Nothing added but the arbiter's `name` (the name a mail's footer signs).
    pub fn named(name: &'a str) -> Settings<'a> {
        Settings {
            name: Some(name),
            ..Settings::default()
        }
    }
}

/// A data directory, its `arbiter.toml` naming one organiser with a code, and a
/// count of the mails the test has sent (for their Message-IDs).
pub struct Club {
    pub w: World,
    /// `DIR/arbiter.toml`, passed as `--config` to every poll.
    pub config: PathBuf,
    /// How many Message-IDs [`Club::message_id`] has made so far.
    pub sent: usize,
    organiser: String,
    code: String,
}

impl Club {
    /// A fresh world with `DIR/arbiter.toml` written as
    ///
    /// ```toml
    /// [arbiter]
    /// address = "arbiter@localhost"
    /// name = "NAME"                    # only with settings.name
    /// organisers = ["ORGANISER"]
    /// SETTINGS.ARBITER
    /// [arbiter.organiser_codes]
    /// "ORGANISER" = "CODE"
    /// SETTINGS.SECTIONS
    /// ```
    ///
    /// (the settings' texts exactly as given, no line added around them).
    pub fn new(organiser: &str, code: &str, settings: Settings<'_>) -> Club {
        let w = World::new();
        let config = w.dir.path().join("arbiter.toml");
        let name = settings
            .name
            .map(|name| format!("name = \"{name}\"\n"))
            .unwrap_or_default();
        std::fs::write(
            &config,
            format!(
                "[arbiter]\naddress = \"arbiter@localhost\"\n{name}organisers = [\"{organiser}\"]\n\
                 {}[arbiter.organiser_codes]\n\"{organiser}\" = \"{code}\"\n{}",
                settings.arbiter, settings.sections
            ),
        )
        .unwrap();
        Club {
            w,
            config,
            sent: 0,
            organiser: organiser.to_string(),
            code: code.to_string(),
        }
    }

    /// `arbiter --config C poll --once` (the real clock); the replies it wrote.
    pub fn poll(&mut self) -> Vec<Sent> {
        self.poll_when(None)
    }

    /// `arbiter --config C poll --once --now NOW` (simulated time); the replies it
    /// wrote.
    pub fn poll_at(&mut self, now: &str) -> Vec<Sent> {
        self.poll_when(Some(now))
    }

    /// [`Club::poll_at`] `now`, or [`Club::poll`] when `now` is `None`.
    fn poll_when(&mut self, now: Option<&str>) -> Vec<Sent> {
        let config = self.config.to_str().unwrap();
        let mut args = vec!["--config", config, "poll", "--once"];
        if let Some(now) = now {
            args.extend_from_slice(&["--now", now]);
        }
        let (code, _, err) = self.w.arbiter(&args);
        assert_eq!(code, 0, "{err}");
        self.w.new_replies()
    }

    /// The next Message-ID: `PREFIX<n>@example.com`, `n` counting every one made
    /// so far (from 1).
    pub fn message_id(&mut self, prefix: &str) -> String {
        self.sent += 1;
        format!("{prefix}{}@example.com", self.sent)
    }

    /// A fresh mail (no reply: delivered as written) from `from` with `subject` and
    /// `body`, its Message-ID `m<n>@example.com`; then a poll at `now` (a time, or
    /// `None` for the real clock); the replies.
    pub fn send<'a>(
        &mut self,
        from: &str,
        subject: &str,
        body: &str,
        now: impl Into<Option<&'a str>>,
    ) -> Vec<Sent> {
        let id = self.message_id("m");
        self.w
            .deliver_as_written(&mail_with_subject(from, &id, subject, body));
        self.poll_when(now.into())
    }

    /// The organiser's mail with the code in the subject (`[Organiser CODE] event`)
    /// saying `body`, sent as [`Club::send`] does at `now`; the replies.
    pub fn organiser<'a>(&mut self, body: &str, now: impl Into<Option<&'a str>>) -> Vec<Sent> {
        let (from, subject) = (
            self.organiser.clone(),
            format!("[Organiser {}] event", self.code),
        );
        self.send(&from, &subject, body, now)
    }

    /// `from` answers `request` with `body` as a mail client's Reply does (its
    /// Reply-To, its subject, see [`answer`]), Message-ID `a<n>@example.com`,
    /// delivered as written; then a poll at `now`; the replies.
    pub fn answer<'a>(
        &mut self,
        request: &Sent,
        from: &str,
        body: &str,
        now: impl Into<Option<&'a str>>,
    ) -> Vec<Sent> {
        let id = self.message_id("a");
        self.w.deliver_as_written(&answer(request, from, &id, body));
        self.poll_when(now.into())
    }
}
