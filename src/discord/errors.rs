//! Errors on their way to people: what a refusal says, and poise's
//! framework errors turned into plain private answers.

use super::reply::{asker_lang, refusal, say};
use super::ui;
use super::{Context, Data, Error};
use crate::game::ServiceError;
use crate::i18n::{Lang, t};

/// Options a slash command carries that the command does not declare: from
/// a command list Discord has not updated yet, or a forged request.
#[derive(Debug, thiserror::Error)]
#[error("options the command does not declare: {}", .0.join(", "))]
pub struct UnknownOptions(Vec<String>);

impl UnknownOptions {
    fn text(&self, lang: Lang) -> String {
        t(
            lang,
            "error-unknown-options",
            &[
                ("options", self.0.join(", ").into()),
                ("count", self.0.len().into()),
            ],
        )
    }
}

/// Checked before every command, ahead of reading its options.
pub async fn known_options(ctx: Context<'_>) -> Result<bool, Error> {
    let poise::Context::Application(a) = ctx else {
        return Ok(true);
    };
    let declared = &ctx.command().parameters;
    let unknown: Vec<String> = a
        .args
        .iter()
        .filter(|o| !declared.iter().any(|p| p.name == o.name))
        .map(|o| format!("`{}`", ui::clip(o.name, 40)))
        .collect();
    if unknown.is_empty() {
        Ok(true)
    } else {
        Err(Box::new(UnknownOptions(unknown)))
    }
}

pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            // The service's refusals, passed on with `?`: said privately,
            // in the asker's language.
            if let Some(e) = error.downcast_ref::<ServiceError>() {
                let _ = say(ctx, refusal(e, asker_lang(ctx)), true).await;
                return;
            }
            tracing::error!(command = %ctx.command().qualified_name, error = %error, "command failed");
            let _ = say(ctx, refusal(&ServiceError::Internal, asker_lang(ctx)), true).await;
        }
        poise::FrameworkError::CommandCheckFailed {
            error: Some(error),
            ctx,
            ..
        } if error.is::<UnknownOptions>() => {
            if let Some(u) = error.downcast_ref::<UnknownOptions>() {
                let _ = say(ctx, u.text(asker_lang(ctx)), true).await;
            }
        }
        poise::FrameworkError::ArgumentParse {
            ctx, input, error, ..
        } => {
            // The parser's own words are for the log, not for people.
            tracing::warn!(command = %ctx.command().qualified_name, %error, "an option could not be read");
            let option = input
                .map(|i| format!("`{}`", ui::clip(&i, 60)))
                .unwrap_or_default();
            let text = t(
                asker_lang(ctx),
                "error-unreadable-option",
                &[("option", option.into())],
            );
            let _ = say(ctx, text, true).await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            // Discord checks ranges and choices before sending a command, so
            // a mismatch means a command list Discord is still updating (or
            // a forged request). poise's wording is for the log.
            tracing::warn!(command = %ctx.command().qualified_name, %description, "options of the wrong shape");
            let ctx = poise::Context::Application(ctx);
            let _ = say(ctx, t(asker_lang(ctx), "error-stale-command", &[]), true).await;
        }
        poise::FrameworkError::UnknownInteraction {
            framework,
            interaction,
            ..
        } => unknown_command(&framework.user_data.rest, interaction).await,
        poise::FrameworkError::MissingUserPermissions { ctx, .. } => {
            let _ = say(
                ctx,
                t(asker_lang(ctx), "error-needs-manage-server", &[]),
                true,
            )
            .await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            let _ = say(ctx, t(asker_lang(ctx), "error-server-only", &[]), true).await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "error while handling an error");
            }
        }
    }
}

/// A command Discord no longer lists (its list is being updated): the
/// asker is told, privately, to try again in a moment.
async fn unknown_command(
    rest: &super::rest::Rest,
    interaction: &poise::serenity_prelude::CommandInteraction,
) {
    tracing::warn!(command = %interaction.data.name, "unknown command");
    let lang = super::reply::answer_lang(&interaction.locale, interaction.guild_locale.as_deref());
    let m = ui::Message::text(t(lang, "error-stale-command", &[]));
    let card = super::cards::card(&m, &[], &Default::default());
    let to = (interaction.id, interaction.token.as_str());
    if let Err(e) = super::cards::respond(rest, to, &card, &[], true).await {
        tracing::warn!(error = %e, "could not answer an unknown command");
    }
}
