//! Which servers one process looks after. Discord puts every server on one
//! shard, `(guild_id >> 22) % shard_count`; a process that runs shards
//! `first..=last` of `count` gets those servers' clicks, and so does their
//! games' background work: timers, computer turns and deliveries.

use std::fmt;

/// The most shards the bot accepts (Discord's largest bots run a few
/// thousand; a typo should not start a million connections).
pub const MAX_SHARDS: u32 = 4096;

/// Shards `first..=last` of `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    count: u32,
    first: u32,
    last: u32,
}

/// Why `SHARD_COUNT` or `SHARDS` cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShardsError {
    #[error("SHARD_COUNT must be a number of shards from 1 to {MAX_SHARDS}, not {0:?}")]
    BadCount(String),
    #[error("SHARDS must be one shard (\"2\") or a range (\"0-3\") of shard numbers, not {0:?}")]
    BadRange(String),
    #[error("SHARDS {first}-{last} does not fit in SHARD_COUNT {count}: shards are numbered 0 to {}", count - 1)]
    OutOfRange { first: u32, last: u32, count: u32 },
    #[error("SHARDS needs SHARD_COUNT: the total number of shards, across every process")]
    RangeWithoutCount,
}

impl Default for Shards {
    fn default() -> Self {
        Shards::ALL
    }
}

impl Shards {
    /// One shard: the whole bot in one process.
    pub const ALL: Shards = Shards {
        count: 1,
        first: 0,
        last: 0,
    };

    pub fn new(count: u32, first: u32, last: u32) -> Result<Shards, ShardsError> {
        if count == 0 || count > MAX_SHARDS {
            return Err(ShardsError::BadCount(count.to_string()));
        }
        if first > last || last >= count {
            return Err(ShardsError::OutOfRange { first, last, count });
        }
        Ok(Shards { count, first, last })
    }

    /// From the settings `SHARD_COUNT` (the total) and `SHARDS` (this
    /// process's range, `"0-3"` or `"2"`; every shard when unset). Blank
    /// values count as unset.
    pub fn from_settings(count: Option<&str>, range: Option<&str>) -> Result<Shards, ShardsError> {
        let count = count.map(str::trim).filter(|c| !c.is_empty());
        let range = range.map(str::trim).filter(|r| !r.is_empty());
        let Some(count_text) = count else {
            return match range {
                Some(_) => Err(ShardsError::RangeWithoutCount),
                None => Ok(Shards::ALL),
            };
        };
        let count = count_text
            .parse::<u32>()
            .ok()
            .filter(|c| (1..=MAX_SHARDS).contains(c))
            .ok_or_else(|| ShardsError::BadCount(count_text.to_string()))?;
        let Some(range) = range else {
            return Shards::new(count, 0, count - 1);
        };
        let number = |s: &str| {
            s.trim()
                .parse::<u32>()
                .map_err(|_| ShardsError::BadRange(range.to_string()))
        };
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => {
                let n = number(range)?;
                (n, n)
            }
        };
        if first > last {
            return Err(ShardsError::BadRange(range.to_string()));
        }
        Shards::new(count, first, last)
    }

    /// The shard a server is on, out of `count`.
    pub fn shard_of(guild_id: u64, count: u32) -> u32 {
        ((guild_id >> 22) % u64::from(count.max(1))) as u32
    }

    /// Whether this process looks after the server `guild_id`.
    pub fn owns(&self, guild_id: i64) -> bool {
        let shard = Shards::shard_of(guild_id as u64, self.count);
        (self.first..=self.last).contains(&shard)
    }

    /// Every shard, across all processes.
    pub fn count(&self) -> u32 {
        self.count
    }

    pub fn first(&self) -> u32 {
        self.first
    }

    pub fn last(&self) -> u32 {
        self.last
    }

    /// Whether this process looks after every server.
    pub fn is_all(&self) -> bool {
        self.first == 0 && self.last + 1 == self.count
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.first == self.last {
            write!(f, "shard {} of {}", self.first, self.count)
        } else {
            write!(f, "shards {}-{} of {}", self.first, self.last, self.count)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_are_read_strictly() {
        assert_eq!(Shards::from_settings(None, None), Ok(Shards::ALL));
        assert_eq!(Shards::from_settings(Some(" "), Some("")), Ok(Shards::ALL));
        assert_eq!(Shards::from_settings(Some("4"), None), Shards::new(4, 0, 3));
        assert_eq!(
            Shards::from_settings(Some("4"), Some("2-3")),
            Shards::new(4, 2, 3)
        );
        assert_eq!(
            Shards::from_settings(Some("4"), Some(" 1 ")),
            Shards::new(4, 1, 1)
        );
        for (count, range) in [
            ("0", "0"),
            ("four", "0"),
            ("5000", "0"),
            ("-1", "0"),
            ("4", "3-2"),
            ("4", "0-4"),
            ("4", "4"),
            ("4", "a-b"),
            ("4", "0-"),
            ("4", "0..3"),
        ] {
            let e = Shards::from_settings(Some(count), Some(range)).unwrap_err();
            assert!(!e.to_string().is_empty());
        }
        assert_eq!(
            Shards::from_settings(None, Some("0-1")),
            Err(ShardsError::RangeWithoutCount)
        );
    }

    #[test]
    fn a_server_belongs_to_one_shard() {
        // Discord's own example: (guild_id >> 22) % num_shards.
        assert_eq!(Shards::shard_of(197_038_439_483_310_086, 2), 0);
        assert_eq!(Shards::shard_of(41_771_983_423_143_937, 1), 0);
        let halves = [Shards::new(4, 0, 1).unwrap(), Shards::new(4, 2, 3).unwrap()];
        for g in 0..200u64 {
            let guild = (g << 22) | 12_345;
            let owners = halves.iter().filter(|h| h.owns(guild as i64)).count();
            assert_eq!(owners, 1, "guild {guild}");
            assert!(Shards::ALL.owns(guild as i64));
        }
        assert_eq!(halves[1].to_string(), "shards 2-3 of 4");
        assert!(!halves[0].is_all());
        assert!(Shards::new(4, 0, 3).unwrap().is_all());
    }
}
