//! How a failed Discord request is handled: each error told apart as a
//! [`Failure`] (try again, gone, refused, no permission…), and
//! [`with_retries`] for the requests that are safe to repeat.

use std::time::Duration;

use poise::serenity_prelude as serenity;

/// How a failed Discord request should be handled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// Worth trying again: a server error, a rate limit, a network fault.
    /// At least this long from now.
    Transient(Duration),
    /// The message is gone (404).
    Gone,
    /// The channel or thread is gone (404, Unknown Channel).
    NoChannel,
    /// The bot lacks a permission in the channel (403: Missing Access or
    /// Missing Permissions).
    NoPermission,
    /// The message names an emoji Discord does not know (one of ours was
    /// deleted, or is not ready yet): tried again once the icons are looked
    /// at again, and meanwhile without them.
    InvalidEmoji,
    /// The thread is archived (it must be unarchived first).
    Archived,
    /// The server has as many active threads as Discord allows (400,
    /// 160006): no thread opens until some are archived.
    ThreadsFull,
    /// The person does not take direct messages from the bot (403, Cannot
    /// send messages to this user).
    DmClosed,
    /// Discord will not do it (a 4xx other than 404 and 429): trying again
    /// changes nothing.
    Refused(u16),
    /// The interaction was acknowledged already (a retry after an answer
    /// that got lost).
    AlreadyAcknowledged,
    /// Discord refuses the bot's token (401: it was reset, as Discord does
    /// with a leaked one). Nothing the bot asks will work until it is
    /// restarted with a good token: nothing is given up meanwhile.
    Unauthorized,
}

/// A failed request's error, told apart as [`Failure`]s.
pub trait Classify: std::fmt::Display {
    fn failure(&self) -> Failure;
}

/// What kind of failure `e` is.
pub fn classify(e: &impl Classify) -> Failure {
    e.failure()
}

/// What Discord's answer `status` with error `code` means.
pub fn failure_of(status: u16, code: i64, retry_after: Option<Duration>) -> Failure {
    match (status, code) {
        (400, 40060) => Failure::AlreadyAcknowledged,
        (401, _) => Failure::Unauthorized,
        // Discord asks a retried request to wait its Retry-After (a
        // second when it is not known).
        (429, _) => Failure::Transient(retry_after.unwrap_or(Duration::from_secs(1))),
        (500..=599, _) => Failure::Transient(Duration::from_millis(300)),
        (404, 10003) => Failure::NoChannel,
        (404, _) => Failure::Gone,
        (403, 50001 | 50013) => Failure::NoPermission,
        // A locked thread takes messages only from those with Manage
        // Threads: the game waits, as for a missing permission, until
        // someone unlocks it and its host resumes it.
        (_, 160005) => Failure::NoPermission,
        (403, 50007) => Failure::DmClosed,
        (400, 50083) => Failure::Archived,
        // A server holds at most 1,000 active threads (discord-api-docs,
        // `topics/threads.mdx`; JSON error code 160006).
        (_, 160006) => Failure::ThreadsFull,
        (s, _) => Failure::Refused(s),
    }
}

impl Classify for serenity::Error {
    fn failure(&self) -> Failure {
        use serenity::HttpError;
        match self {
            serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
                // serenity keeps no headers of an error: its own rate
                // limiter honours Discord's Retry-After.
                failure_of(r.status_code.as_u16(), r.error.code as i64, None)
            }
            serenity::Error::Http(HttpError::Request(_)) | serenity::Error::Io(_) => {
                Failure::Transient(Duration::from_millis(300))
            }
            _ => Failure::Refused(0),
        }
    }
}

/// The longest wait [`with_retries`] waits out (an interaction's token
/// lasts 15 minutes, but a person waits for the answer).
const RETRY_WAIT_AT_MOST: Duration = Duration::from_secs(5);

/// Runs a request that is safe to repeat (an edit, an acknowledgement),
/// trying again up to four times in all on transient failures that ask
/// for a short wait.
pub async fn with_retries<T, E, F, Fut>(what: &str, mut request: F) -> Result<T, E>
where
    E: Classify,
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, E>>,
{
    let mut attempt = 0;
    loop {
        match request().await {
            Ok(t) => return Ok(t),
            Err(e) => match classify(&e) {
                Failure::Transient(wait) if attempt < 3 && wait <= RETRY_WAIT_AT_MOST => {
                    attempt += 1;
                    tracing::warn!(what, attempt, error = %e, "Discord failed; trying again");
                    tokio::time::sleep((wait * attempt).min(RETRY_WAIT_AT_MOST)).await;
                }
                _ => return Err(e),
            },
        }
    }
}
