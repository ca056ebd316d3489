//! The slash commands in every language: names, descriptions, options and
//! choices come from the catalogues (`cmd-…`, `opt-…`, `choice-…`). English
//! is each command's own text; the other languages are Discord
//! localisations. Discord sends back the English names whatever the
//! person's language, so nothing else changes.

use std::borrow::Cow;

use super::{Data, Error};
use crate::i18n::{Lang, Passing, t};

type Command = poise::Command<Data, Error>;
type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// Options whose choices keep the same names in every language: the
/// languages, each named in itself.
const UNTRANSLATED_CHOICES: &[&str] = &["language"];

/// The catalogue keys of a command's name and description.
pub fn command_keys(path: &str) -> (String, String) {
    (format!("cmd-{path}"), format!("cmd-{path}-desc"))
}

/// The catalogue keys of an option's name and description: a command may
/// describe an option in its own words (`opt-<command>-<option>-desc`).
pub fn option_keys(path: &str, option: &str) -> (String, String) {
    let own = format!("opt-{path}-{option}-desc");
    let desc = if crate::i18n::has(&own) {
        own
    } else {
        format!("opt-{option}-desc")
    };
    (format!("opt-{option}"), desc)
}

/// The catalogue key of an option's `i`-th choice, if it is translated: a
/// command may name an option's choices in its own words
/// (`choice-<command>-<option>-<i>`).
pub fn choice_key(path: &str, option: &str, i: usize) -> Option<String> {
    if UNTRANSLATED_CHOICES.contains(&option) {
        return None;
    }
    let own = format!("choice-{path}-{option}-{i}");
    Some(if crate::i18n::has(&own) {
        own
    } else {
        format!("choice-{option}-{i}")
    })
}

/// Fills in every command's text from the catalogues (every language's,
/// parsed for this only: a language nobody plays in is not kept).
pub fn localize(commands: &mut [Command]) {
    let every = Passing::new();
    for c in commands {
        localize_command(c, "", &every);
    }
}

fn localized(every: &Passing, key: &str) -> Localizations {
    let mut out = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let text = every.t(lang, key, &[]);
        for locale in lang.discord_locales() {
            out.push((Cow::Borrowed(*locale), Cow::Owned(text.clone())));
        }
    }
    Cow::Owned(out)
}

fn localize_command(c: &mut Command, parent: &str, every: &Passing) {
    let path = if parent.is_empty() {
        c.name.to_string()
    } else {
        format!("{parent}-{}", c.name)
    };
    let (name, desc) = command_keys(&path);
    c.description = Some(Cow::Owned(t(Lang::En, &desc, &[])));
    c.name_localizations = localized(every, &name);
    c.description_localizations = localized(every, &desc);
    for p in &mut c.parameters {
        let (name, desc) = option_keys(&path, &p.name);
        p.description = Some(Cow::Owned(t(Lang::En, &desc, &[])));
        p.name_localizations = localized(every, &name);
        p.description_localizations = localized(every, &desc);
        let option = p.name.to_string();
        for (i, choice) in p.choices.to_mut().iter_mut().enumerate() {
            if let Some(key) = choice_key(&path, &option, i) {
                choice.name = Cow::Owned(t(Lang::En, &key, &[]));
                choice.localizations = localized(every, &key);
            }
        }
    }
    for sub in &mut c.subcommands {
        localize_command(sub, &path, every);
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;
    use crate::discord::commands::commands;

    /// Every catalogue key the commands use, with what it names.
    fn keys(c: &Command, parent: &str, out: &mut Vec<(String, &'static str)>) {
        let path = if parent.is_empty() {
            c.name.to_string()
        } else {
            format!("{parent}-{}", c.name)
        };
        let (name, desc) = command_keys(&path);
        out.push((name, "command name"));
        out.push((desc, "description"));
        for p in &c.parameters {
            let (name, desc) = option_keys(&path, &p.name);
            out.push((name, "option name"));
            out.push((desc, "description"));
            for i in 0..p.choices.len() {
                if let Some(k) = choice_key(&path, &p.name, i) {
                    out.push((k, "choice"));
                }
            }
        }
        for sub in &c.subcommands {
            keys(sub, &path, out);
        }
    }

    fn all_keys() -> Vec<(String, &'static str)> {
        let mut out = Vec::new();
        for c in &commands() {
            keys(c, "", &mut out);
        }
        out
    }

    /// Discord's rule for command and option names, in every locale.
    fn valid_name(name: &str) -> bool {
        let n = name.chars().count();
        (1..=32).contains(&n)
            && name
                .chars()
                .all(|c| c == '-' || c == '_' || c.is_alphanumeric())
            && name.to_lowercase() == name
    }

    #[test]
    fn every_command_text_is_in_the_catalogues_and_nothing_more() {
        let used: BTreeSet<String> = all_keys().into_iter().map(|(k, _)| k).collect();
        for k in &used {
            assert!(crate::i18n::has(k), "the catalogues lack {k}");
        }
        let english = Lang::En.catalogue();
        for line in english.lines() {
            let Some((key, _)) = line.split_once(" = ") else {
                continue;
            };
            if ["cmd-", "opt-", "choice-"]
                .iter()
                .any(|p| key.starts_with(p))
            {
                assert!(
                    used.contains(key),
                    "{key} names no command, option or choice"
                );
            }
        }
    }

    #[test]
    fn english_names_are_the_commands_own() {
        let commands = commands();
        let mut stack: Vec<(&Command, String)> =
            commands.iter().map(|c| (c, String::new())).collect();
        while let Some((c, parent)) = stack.pop() {
            let path = if parent.is_empty() {
                c.name.to_string()
            } else {
                format!("{parent}-{}", c.name)
            };
            assert_eq!(t(Lang::En, &command_keys(&path).0, &[]), c.name);
            for p in &c.parameters {
                assert_eq!(t(Lang::En, &option_keys(&path, &p.name).0, &[]), p.name);
            }
            stack.extend(c.subcommands.iter().map(|s| (s, path.clone())));
        }
    }

    #[test]
    fn names_and_descriptions_follow_discords_rules_in_every_language() {
        for lang in Lang::ALL {
            for (key, what) in all_keys() {
                let text = t(lang, &key, &[]);
                let n = text.chars().count();
                match what {
                    "command name" | "option name" => {
                        assert!(valid_name(&text), "{}: {key} = {text:?}", lang.code())
                    }
                    _ => assert!(
                        (1..=100).contains(&n),
                        "{}: {key} has {n} characters",
                        lang.code()
                    ),
                }
            }
        }
    }

    #[test]
    fn names_differ_within_a_command_in_every_language() {
        fn check(c: &Command, parent: &str, lang: Lang) {
            let path = if parent.is_empty() {
                c.name.to_string()
            } else {
                format!("{parent}-{}", c.name)
            };
            let mut names = BTreeSet::new();
            for sub in &c.subcommands {
                let name = t(lang, &command_keys(&format!("{path}-{}", sub.name)).0, &[]);
                assert!(
                    names.insert(name.clone()),
                    "{}: /{path} has two {name}",
                    lang.code()
                );
            }
            for p in &c.parameters {
                let name = t(lang, &option_keys(&path, &p.name).0, &[]);
                assert!(
                    names.insert(name.clone()),
                    "{}: /{path} has two {name}",
                    lang.code()
                );
                let mut choices = BTreeSet::new();
                for i in 0..p.choices.len() {
                    let label = match choice_key(&path, &p.name, i) {
                        Some(k) => t(lang, &k, &[]),
                        None => p.choices[i].name.to_string(),
                    };
                    assert!(
                        choices.insert(label.clone()),
                        "{}: {} has two choices {label}",
                        lang.code(),
                        p.name
                    );
                }
            }
            for sub in &c.subcommands {
                check(sub, &path, lang);
            }
        }
        let commands = commands();
        for lang in Lang::ALL {
            let mut top = BTreeSet::new();
            for c in &commands {
                let name = t(lang, &command_keys(&c.name).0, &[]);
                assert!(
                    top.insert(name.clone()),
                    "{}: two commands {name}",
                    lang.code()
                );
                check(c, "", lang);
            }
        }
    }

    /// Every command a message names (as `` `/carcassonne new` `` or
    /// `` `/stats against:` ``) is named as that language's commands are.
    #[test]
    fn messages_name_commands_as_each_language_does() {
        let commands = commands();
        for lang in Lang::ALL {
            let source = lang.catalogue();
            for mention in source.split("`/").skip(1) {
                let mention = mention.split('`').next().unwrap_or_default();
                let mut words = mention.split_whitespace();
                let top = words.next().unwrap_or_default();
                let command = commands
                    .iter()
                    .find(|c| t(lang, &command_keys(&c.name).0, &[]) == top)
                    .unwrap_or_else(|| panic!("{}: no command /{top} ({mention})", lang.code()));
                let mut path = command.name.to_string();
                let mut at = command;
                for word in words {
                    if let Some(option) = word.strip_suffix(':') {
                        assert!(
                            at.parameters.iter().any(|p| t(
                                lang,
                                &option_keys(&path, &p.name).0,
                                &[]
                            ) == option),
                            "{}: /{path} has no option {option}",
                            lang.code()
                        );
                        continue;
                    }
                    at = at
                        .subcommands
                        .iter()
                        .find(|s| {
                            t(lang, &command_keys(&format!("{path}-{}", s.name)).0, &[]) == word
                        })
                        .unwrap_or_else(|| {
                            panic!(
                                "{}: /{path} has no subcommand {word} ({mention})",
                                lang.code()
                            )
                        });
                    path = format!("{path}-{}", at.name);
                }
            }
        }
    }

    #[test]
    fn the_commands_carry_their_localisations() {
        let commands = commands();
        let new = commands[0]
            .subcommands
            .iter()
            .find(|c| c.name == "new")
            .unwrap();
        let de = |l: &Localizations| {
            l.iter()
                .find(|(k, _)| k == "de")
                .map(|(_, v)| v.to_string())
        };
        assert_eq!(de(&new.name_localizations).as_deref(), Some("neu"));
        let farms = new.parameters.iter().find(|p| p.name == "farms").unwrap();
        assert_eq!(de(&farms.name_localizations).as_deref(), Some("wiesen"));
        assert_eq!(
            de(&farms.choices[2].localizations).as_deref(),
            Some("ohne Bauern")
        );
        // Latin American Spanish speakers read the Spanish names.
        assert!(new.name_localizations.iter().any(|(k, _)| k == "es-419"));
    }
}
