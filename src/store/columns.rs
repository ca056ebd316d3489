//! Where the typed game model ([`super::model`]) meets the database's
//! columns, and the only place it does: every stored status, reason,
//! option, turn notice and pending placement is written and read by these
//! conversions, and queries name a status or reason through [`sql!`].

use serde_json::Value;

use super::model::{
    EndReason, GameOptions, PauseReason, Status, TimeBank, TimeoutAction, TurnNotice,
};
use crate::engine::{Expansions, Placement, Pos, Rotation, Rules};
use crate::i18n::Lang;

/// A status or reason as an SQL literal, for a query's text:
/// `concat!("… WHERE status = ", sql!(playing))`. `running` is a lobby or
/// a game in play, for `status IN …`.
macro_rules! sql {
    (lobby) => {
        "'lobby'"
    };
    (playing) => {
        "'playing'"
    };
    (finished) => {
        "'finished'"
    };
    (cancelled) => {
        "'cancelled'"
    };
    (running) => {
        "('lobby', 'playing')"
    };
    (expired) => {
        "'expired'"
    };
    (host) => {
        "'host'"
    };
    (deadline) => {
        "'deadline'"
    };
}
pub(super) use sql;

/// The update that ends a lobby or a running game as cancelled, for the
/// reason named (`host`, `deadline`): `$1` the time, `$2` the game. Its
/// timers and any pause go with it.
macro_rules! end_running_game {
    ($reason:tt) => {
        concat!(
            "UPDATE games SET status = ",
            sql!(cancelled),
            ", finished_at = $1, reminder_at = NULL, deadline_at = NULL,
                paused_at = NULL, paused_reason = NULL, end_reason = ",
            sql!($reason),
            " WHERE id = $2 AND status IN ",
            sql!(running)
        )
    };
}
pub(super) use end_running_game;

impl Status {
    pub(super) const fn column(self) -> &'static str {
        match self {
            Status::Lobby => "lobby",
            Status::Playing => "playing",
            Status::Finished => "finished",
            Status::Cancelled => "cancelled",
        }
    }

    pub(super) fn from_column(s: &str) -> Result<Status, String> {
        [
            Status::Lobby,
            Status::Playing,
            Status::Finished,
            Status::Cancelled,
        ]
        .into_iter()
        .find(|x| x.column() == s)
        .ok_or_else(|| format!("unknown status {s:?}"))
    }
}

impl PauseReason {
    pub(super) const fn column(self) -> &'static str {
        match self {
            PauseReason::Permissions => "permissions",
            PauseReason::Thread => "thread",
            PauseReason::ThreadsFull => "threads_full",
        }
    }

    /// A reason this version does not know reads as missing permissions,
    /// which `resume` checks.
    pub(super) fn from_column(s: &str) -> PauseReason {
        match s {
            "thread" => PauseReason::Thread,
            "threads_full" => PauseReason::ThreadsFull,
            _ => PauseReason::Permissions,
        }
    }
}

impl EndReason {
    pub(super) const fn column(self) -> &'static str {
        match self {
            EndReason::Cancelled => "host",
            EndReason::ChannelDeleted => "channel deleted",
            EndReason::RemovedFromServer => "removed from server",
            EndReason::Expired => "expired",
            EndReason::Deadline => "deadline",
        }
    }

    pub(super) fn from_column(s: &str) -> Option<EndReason> {
        [
            EndReason::Cancelled,
            EndReason::ChannelDeleted,
            EndReason::RemovedFromServer,
            EndReason::Expired,
            EndReason::Deadline,
        ]
        .into_iter()
        .find(|r| r.column() == s)
    }
}

impl TurnNotice {
    pub(super) const fn column(self) -> &'static str {
        match self {
            TurnNotice::Mention => "mention",
            TurnNotice::Dm => "dm",
            TurnNotice::Quiet => "quiet",
        }
    }

    /// An unknown way reads as the default (a mention).
    pub(super) fn from_column(s: &str) -> TurnNotice {
        TurnNotice::ALL
            .into_iter()
            .find(|n| n.column() == s)
            .unwrap_or_default()
    }
}

/// The columns of a time-out action: its name and the missed turns before
/// a forfeit.
pub(super) fn timeout_columns(t: TimeoutAction) -> (&'static str, i64) {
    match t {
        TimeoutAction::Skip => ("skip", 3),
        TimeoutAction::Forfeit { after } => ("forfeit", i64::from(after)),
    }
}

/// The stored columns of a game's (or a server's) options.
pub(super) struct OptionColumns<'a> {
    pub rules: &'a str,
    pub max_seats: i64,
    pub turn_seconds: Option<i64>,
    pub reminder_seconds: Option<i64>,
    pub timeout_action: &'a str,
    pub forfeit_after: i64,
    pub lang: Option<&'a str>,
    pub expansions: &'a str,
    pub stand_in: Option<&'a str>,
    pub bank: [Option<i64>; 3],
}

impl OptionColumns<'_> {
    /// The options these columns hold; an error names what cannot be read
    /// (rules or expansions this version does not know: the game cannot be
    /// rebuilt). A language this version does not know reads as English.
    pub(super) fn options(&self) -> Result<GameOptions, String> {
        let timeout = match self.timeout_action {
            "skip" => TimeoutAction::Skip,
            "forfeit" => TimeoutAction::Forfeit {
                after: self.forfeit_after.clamp(1, 100) as u8,
            },
            other => return Err(format!("unknown time-out action {other}")),
        };
        let stand_in = match self.stand_in {
            None => None,
            Some(name) => Some(
                crate::ai::Level::parse(name)
                    .ok_or_else(|| format!("unknown stand-in level {name}"))?,
            ),
        };
        Ok(GameOptions {
            rules: Rules::from_json(self.rules)?,
            seats: self.max_seats.clamp(2, 6) as u8,
            turn_limit: self.turn_seconds.map(|s| s as u32),
            reminder_after: self.reminder_seconds.map(|s| s as u32),
            timeout,
            lang: lang_from_column(self.lang),
            expansions: Expansions::parse_list(self.expansions)?,
            stand_in,
            bank: match self.bank {
                [Some(start), Some(increment), Some(cap)] => Some(TimeBank {
                    start: start.clamp(60, i64::from(u32::MAX)) as u32,
                    increment: increment.clamp(0, i64::from(u32::MAX)) as u32,
                    cap: cap.clamp(60, i64::from(u32::MAX)) as u32,
                }),
                _ => None,
            },
        })
    }
}

/// The values to store for `o`, in the order of [`OptionColumns`]' fields
/// (the language as its code).
pub(super) struct OptionValues {
    pub rules: String,
    pub max_seats: i64,
    pub turn_seconds: Option<i64>,
    pub reminder_seconds: Option<i64>,
    pub timeout_action: &'static str,
    pub forfeit_after: i64,
    pub lang: &'static str,
    pub expansions: String,
    pub stand_in: Option<&'static str>,
    pub bank: [Option<i64>; 3],
}

impl OptionValues {
    pub(super) fn of(o: &GameOptions) -> OptionValues {
        let (timeout_action, forfeit_after) = timeout_columns(o.timeout);
        OptionValues {
            rules: o.rules.to_json(),
            max_seats: i64::from(o.seats),
            turn_seconds: o.turn_limit.map(i64::from),
            reminder_seconds: o.reminder_after.map(i64::from),
            timeout_action,
            forfeit_after,
            lang: o.lang.code(),
            expansions: o.expansions.to_string(),
            stand_in: o.stand_in.map(crate::ai::Level::name),
            bank: match o.bank {
                Some(b) => [b.start, b.increment, b.cap].map(|x| Some(i64::from(x))),
                None => [None; 3],
            },
        }
    }
}

/// A stored language code (one this version does not know reads as
/// English).
pub(super) fn lang_from_column(code: Option<&str>) -> Lang {
    code.and_then(Lang::from_code).unwrap_or_default()
}

/// A turn's placement, confirmed before its follower step.
pub(super) fn placement_column(p: Placement) -> String {
    format!(
        "{{\"x\": {}, \"y\": {}, \"rot\": {}}}",
        p.pos.x,
        p.pos.y,
        p.rot.quarter_turns()
    )
}

pub(super) fn placement_from_column(s: &str) -> Option<Placement> {
    let v: Value = serde_json::from_str(s).ok()?;
    Some(Placement {
        pos: Pos::new(
            i32::try_from(v.get("x")?.as_i64()?).ok()?,
            i32::try_from(v.get("y")?.as_i64()?).ok()?,
        ),
        rot: Rotation::new(u8::try_from(v.get("rot")?.as_u64()?).ok()?)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sql_literals_are_the_columns() {
        let quoted = |s: &str| format!("'{s}'");
        assert_eq!(sql!(lobby), quoted(Status::Lobby.column()));
        assert_eq!(sql!(playing), quoted(Status::Playing.column()));
        assert_eq!(sql!(finished), quoted(Status::Finished.column()));
        assert_eq!(sql!(cancelled), quoted(Status::Cancelled.column()));
        assert_eq!(
            sql!(running),
            format!("({}, {})", sql!(lobby), sql!(playing))
        );
        assert_eq!(sql!(expired), quoted(EndReason::Expired.column()));
        assert_eq!(sql!(host), quoted(EndReason::Cancelled.column()));
    }

    #[test]
    fn every_value_reads_back_as_itself() {
        for s in [
            Status::Lobby,
            Status::Playing,
            Status::Finished,
            Status::Cancelled,
        ] {
            assert_eq!(Status::from_column(s.column()), Ok(s));
        }
        assert!(Status::from_column("paused").is_err());
        for r in [
            PauseReason::Permissions,
            PauseReason::Thread,
            PauseReason::ThreadsFull,
        ] {
            assert_eq!(PauseReason::from_column(r.column()), r);
        }
        for r in [
            EndReason::Cancelled,
            EndReason::ChannelDeleted,
            EndReason::RemovedFromServer,
            EndReason::Expired,
            EndReason::Deadline,
        ] {
            assert_eq!(EndReason::from_column(r.column()), Some(r));
        }
        for n in TurnNotice::ALL {
            assert_eq!(TurnNotice::from_column(n.column()), n);
        }
        let o = GameOptions {
            timeout: TimeoutAction::Forfeit { after: 4 },
            expansions: Expansions::ALL,
            lang: Lang::De,
            turn_limit: None,
            stand_in: Some(crate::ai::Level::Hard),
            bank: Some(TimeBank::OFFERED[1]),
            ..GameOptions::default()
        };
        let v = OptionValues::of(&o);
        let back = OptionColumns {
            rules: &v.rules,
            max_seats: v.max_seats,
            turn_seconds: v.turn_seconds,
            reminder_seconds: v.reminder_seconds,
            timeout_action: v.timeout_action,
            forfeit_after: v.forfeit_after,
            lang: Some(v.lang),
            expansions: &v.expansions,
            stand_in: v.stand_in,
            bank: v.bank,
        }
        .options();
        assert_eq!(back, Ok(o));
        let p = Placement {
            pos: Pos::new(-3, 7),
            rot: Rotation::new(3).unwrap(),
        };
        assert_eq!(placement_from_column(&placement_column(p)), Some(p));
        assert_eq!(placement_from_column("{\"x\": 1}"), None);
    }
}
