//! The end of each season: its top three announced once, in the channel
//! the server chose.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::Data;
use super::failure::{Failure, classify};
use super::ui;
use crate::game::Announcement;

/// How often ended seasons are looked for.
const EVERY: Duration = Duration::from_secs(60);

/// Posts each ended season's top three, once: the season is claimed for
/// this process first, looked for in its channel and else posted with a
/// nonce Discord enforces (so that a post tried again after a crash or a
/// lost answer shows once), then marked posted. A channel that is gone or
/// closed to the bot is given up on.
pub async fn announce(data: Data) {
    let mut every = tokio::time::interval(EVERY);
    loop {
        every.tick().await;
        // Under way from before the look at the flag (see `stopping`).
        let _under_way = data.stopping.begin();
        if data.stopping.is_stopping() {
            return;
        }
        let due = match data.service.claim_announcements().await {
            Ok(due) => due,
            Err(e) => {
                tracing::warn!(error = %e, "could not look for ended seasons");
                continue;
            }
        };
        for a in due {
            post(&data, &a).await;
        }
    }
}

async fn post(data: &Data, a: &Announcement) {
    let Some(channel) = u64::try_from(a.channel_id)
        .ok()
        .filter(|&c| c != 0)
        .map(serenity::ChannelId::new)
    else {
        return;
    };
    let lang = data
        .service
        .default_lang(a.guild_id, None)
        .await
        .unwrap_or_default();
    let text = ui::season_over_text(a, lang);
    let top = a
        .top
        .iter()
        .filter(|p| p.user_id > 0)
        .map(|p| serenity::UserId::new(p.user_id as u64));
    let top: Vec<i64> = top.map(|u| u.get() as i64).collect();
    let nonce = format!(
        "s{}{}",
        a.guild_id % 1_000_000_000,
        a.season.code().replace('-', "")
    );
    let card = super::cards::card(&super::ui::Message::text(text), &[], &Default::default());
    let stamp = crate::game::posted::Stamp::season(a.guild_id, &a.season.code());
    let body = super::cards::post_body(&card, &[], &top, &nonce, Some(stamp));
    if let Err(e) = post_once(data, channel, &body).await {
        let season = a.season.code();
        match classify(&e) {
            Failure::Gone | Failure::NoChannel | Failure::NoPermission | Failure::Refused(_) => {
                tracing::warn!(guild = a.guild_id, season, error = %e, "a season's top three could not be announced; given up");
            }
            _ => {
                // Claimed again in a minute, and tried again.
                tracing::warn!(guild = a.guild_id, season, error = %e, "a season's top three could not be announced yet");
                return;
            }
        }
    }
    if let Err(e) = data.service.announced(a.guild_id, a.season).await {
        tracing::warn!(error = %e, "could not note a season announced");
    }
}

/// Posts `body` in `channel` unless the bot's message with it is there
/// already: a season claimed again after a lost answer (a minute or more
/// later) may be past Discord's nonce window, which is a few minutes. Once
/// a season, so the look costs little.
async fn post_once(
    data: &Data,
    channel: serenity::ChannelId,
    body: &serde_json::Value,
) -> Result<(), super::rest::RestError> {
    let print = super::posted::print_of(body);
    if super::posted::find(&data.rest, data.bot_user, channel, None, &print)
        .await?
        .is_some()
    {
        tracing::info!("found a season's announcement made before its answer was lost");
        return Ok(());
    }
    data.rest.post(channel, body, &[]).await.map(|_| ())
}
