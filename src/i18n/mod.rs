//! The languages the bot speaks, and its message catalogues (Project
//! Fluent, one file per language under `assets/locales/`, built into the
//! binary). English is the fallback for anything a catalogue lacks.

mod facts;

pub use facts::{play_error, score_line};

use std::sync::{LazyLock, OnceLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// A language of the bot.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    EsEs,
    It,
    Pl,
    Nl,
    PtBr,
    Ru,
    Uk,
    Tr,
    Ja,
    Ko,
    ZhCn,
}

/// The catalogues, in [`Lang::ALL`] order.
const SOURCES: [&str; 14] = [
    include_str!("../../assets/locales/en.ftl"),
    include_str!("../../assets/locales/de.ftl"),
    include_str!("../../assets/locales/fr.ftl"),
    include_str!("../../assets/locales/es-ES.ftl"),
    include_str!("../../assets/locales/it.ftl"),
    include_str!("../../assets/locales/pl.ftl"),
    include_str!("../../assets/locales/nl.ftl"),
    include_str!("../../assets/locales/pt-BR.ftl"),
    include_str!("../../assets/locales/ru.ftl"),
    include_str!("../../assets/locales/uk.ftl"),
    include_str!("../../assets/locales/tr.ftl"),
    include_str!("../../assets/locales/ja.ftl"),
    include_str!("../../assets/locales/ko.ftl"),
    include_str!("../../assets/locales/zh-CN.ftl"),
];

impl Lang {
    pub const ALL: [Lang; 14] = [
        Lang::En,
        Lang::De,
        Lang::Fr,
        Lang::EsEs,
        Lang::It,
        Lang::Pl,
        Lang::Nl,
        Lang::PtBr,
        Lang::Ru,
        Lang::Uk,
        Lang::Tr,
        Lang::Ja,
        Lang::Ko,
        Lang::ZhCn,
    ];

    /// The language's code, as its catalogue file and Discord name it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::EsEs => "es-ES",
            Lang::It => "it",
            Lang::Pl => "pl",
            Lang::Nl => "nl",
            Lang::PtBr => "pt-BR",
            Lang::Ru => "ru",
            Lang::Uk => "uk",
            Lang::Tr => "tr",
            Lang::Ja => "ja",
            Lang::Ko => "ko",
            Lang::ZhCn => "zh-CN",
        }
    }

    /// The language's own name for itself.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::EsEs => "Español",
            Lang::It => "Italiano",
            Lang::Pl => "Polski",
            Lang::Nl => "Nederlands",
            Lang::PtBr => "Português (Brasil)",
            Lang::Ru => "Русский",
            Lang::Uk => "Українська",
            Lang::Tr => "Türkçe",
            Lang::Ja => "日本語",
            Lang::Ko => "한국어",
            Lang::ZhCn => "简体中文",
        }
    }

    /// A stored code ([`Lang::code`]) back to its language.
    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The language for a Discord locale (`"de"`, `"en-US"`, `"es-419"`,
    /// `"pt-BR"`…); `None` for one the bot does not speak.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let base = locale.split('-').next().unwrap_or_default();
        match base {
            "en" => Some(Lang::En),
            "de" => Some(Lang::De),
            "fr" => Some(Lang::Fr),
            "es" => Some(Lang::EsEs),
            "it" => Some(Lang::It),
            "pl" => Some(Lang::Pl),
            "nl" => Some(Lang::Nl),
            "pt" => Some(Lang::PtBr),
            "ru" => Some(Lang::Ru),
            "uk" => Some(Lang::Uk),
            "tr" => Some(Lang::Tr),
            "ja" => Some(Lang::Ja),
            "ko" => Some(Lang::Ko),
            // Simplified Chinese only: Taiwan's Discord (zh-TW) writes
            // traditional characters, which the bot does not speak.
            "zh" if locale == "zh-CN" => Some(Lang::ZhCn),
            _ => None,
        }
    }

    /// The Discord locales that show this language's command names and
    /// descriptions (English is the commands' own language). Spanish serves
    /// Latin America too, which Discord names apart.
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &[],
            Lang::De => &["de"],
            Lang::Fr => &["fr"],
            Lang::EsEs => &["es-ES", "es-419"],
            Lang::It => &["it"],
            Lang::Pl => &["pl"],
            Lang::Nl => &["nl"],
            Lang::PtBr => &["pt-BR"],
            Lang::Ru => &["ru"],
            Lang::Uk => &["uk"],
            Lang::Tr => &["tr"],
            Lang::Ja => &["ja"],
            Lang::Ko => &["ko"],
            Lang::ZhCn => &["zh-CN"],
        }
    }

    /// The language's catalogue, as written.
    pub fn catalogue(self) -> &'static str {
        SOURCES[self.index()]
    }

    fn index(self) -> usize {
        Lang::ALL.iter().position(|&l| l == self).unwrap_or(0)
    }
}

type Bundle = FluentBundle<FluentResource>;

/// The catalogue of every language, each parsed the first time a message
/// in it is asked for: a bot whose players speak one or two languages
/// keeps those only (a parsed catalogue is about 400 KB).
struct Catalog {
    bundles: Vec<OnceLock<Bundle>>,
}

static CATALOG: LazyLock<Catalog> = LazyLock::new(|| Catalog {
    bundles: Lang::ALL.iter().map(|_| OnceLock::new()).collect(),
});

/// `lang`'s catalogue, kept from now on.
fn kept(lang: Lang) -> &'static Bundle {
    CATALOG.bundles[lang.index()].get_or_init(|| bundle(lang))
}

/// Catalogues parsed for a while only: the commands' text in every
/// language, once at start-up, keeps no language nobody plays in. A
/// language kept already is used as it is.
#[derive(Default)]
pub struct Passing {
    bundles: [std::cell::OnceCell<Bundle>; Lang::ALL.len()],
}

impl Passing {
    pub fn new() -> Passing {
        Passing::default()
    }

    /// [`t`], from these catalogues.
    pub fn t(&self, lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> String {
        let of = |l: Lang| match CATALOG.bundles[l.index()].get() {
            Some(b) => b,
            None => self.bundles[l.index()].get_or_init(|| bundle(l)),
        };
        format_in(of, lang, key, args)
    }
}

fn bundle(lang: Lang) -> Bundle {
    let id: LanguageIdentifier = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Names are set apart by the callers where needed; Fluent's own marks
    // would show as boxes on pictures.
    bundle.set_use_isolating(false);
    // NUMBER(), for ordinal numbers ("2nd").
    if let Err(e) = bundle.add_builtins() {
        tracing::error!(
            lang = lang.code(),
            ?e,
            "the built-in functions could not be added"
        );
    }
    match FluentResource::try_new(SOURCES[lang.index()].to_string()) {
        Ok(res) => {
            if let Err(e) = bundle.add_resource(res) {
                tracing::error!(lang = lang.code(), ?e, "a catalogue has a message twice");
            }
        }
        Err((res, e)) => {
            tracing::error!(lang = lang.code(), ?e, "a catalogue does not parse");
            let _ = bundle.add_resource(res);
        }
    }
    bundle
}

/// Whether the English catalogue (and so every catalogue) has message `key`.
pub fn has(key: &str) -> bool {
    kept(Lang::En).has_message(key)
}

/// A number with one decimal, written the way `lang` writes decimals.
pub fn decimal(x: f64, lang: Lang) -> String {
    let s = format!("{x:.1}");
    match lang {
        Lang::En | Lang::Ja | Lang::Ko | Lang::ZhCn => s,
        _ => s.replace('.', ","),
    }
}

/// Items joined as a list in `lang`: "A, B and C".
pub fn and_list(items: &[String], lang: Lang) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t(
            lang,
            "list-and",
            &[
                ("init", init.join(", ").into()),
                ("last", last.as_str().into()),
            ],
        ),
    }
}

/// An argument of a message: a number (chooses plurals) or a text.
pub type Arg<'a> = FluentValue<'a>;

/// Message `key` in `lang` with `args`; in English if `lang` lacks it (and
/// the key itself, logged, if English does too).
pub fn t(lang: Lang, key: &str, args: &[(&str, Arg<'_>)]) -> String {
    format_in(kept, lang, key, args)
}

/// Message `key` in `lang` with `args`, from the catalogues `of` gives.
fn format_in<'b>(
    of: impl Fn(Lang) -> &'b Bundle,
    lang: Lang,
    key: &str,
    args: &[(&str, Arg<'_>)],
) -> String {
    let mut fargs = FluentArgs::new();
    for (k, v) in args {
        fargs.set(*k, v.clone());
    }
    for l in [lang, Lang::En] {
        let bundle = of(l);
        let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) else {
            continue;
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&fargs), &mut errors);
        if !errors.is_empty() {
            tracing::warn!(
                lang = l.code(),
                key,
                ?errors,
                "a message did not format cleanly"
            );
        }
        return text.into_owned();
    }
    tracing::error!(key, "a message is in no catalogue");
    key.to_string()
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use fluent_syntax::ast;

    use super::*;

    #[test]
    fn passing_catalogues_say_what_the_kept_ones_say() {
        let every = Passing::new();
        for lang in Lang::ALL {
            for key in ["cmd-carcassonne-desc", "list-and", "no-such-message"] {
                let args = [("init", "A, B".into()), ("last", "C".into())];
                assert_eq!(every.t(lang, key, &args), t(lang, key, &args), "{key}");
            }
        }
    }

    /// Every message of a catalogue with the variables it uses.
    fn messages(source: &str) -> BTreeMap<String, BTreeSet<String>> {
        let res = fluent_syntax::parser::parse(source).expect("the catalogue parses");
        let mut out = BTreeMap::new();
        for entry in res.body {
            if let ast::Entry::Message(m) = entry {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                out.insert(m.id.name.to_string(), vars);
            }
        }
        out
    }

    fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
        for el in &p.elements {
            if let ast::PatternElement::Placeable { expression } = el {
                expression_vars(expression, vars);
            }
        }
    }

    fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                inline_vars(selector, vars);
                for v in variants {
                    pattern_vars(&v.value, vars);
                }
            }
            ast::Expression::Inline(i) => inline_vars(i, vars),
        }
    }

    fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
        match i {
            ast::InlineExpression::VariableReference { id } => {
                vars.insert(id.name.to_string());
            }
            ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
            ast::InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline_vars(a, vars);
                }
            }
            _ => {}
        }
    }

    #[test]
    fn every_language_has_every_message_with_the_same_arguments() {
        let english = messages(SOURCES[0]);
        assert!(!english.is_empty());
        for lang in Lang::ALL {
            let theirs = messages(SOURCES[lang.index()]);
            let missing: Vec<&String> = english
                .keys()
                .filter(|k| !theirs.contains_key(*k))
                .collect();
            let extra: Vec<&String> = theirs
                .keys()
                .filter(|k| !english.contains_key(*k))
                .collect();
            assert!(missing.is_empty(), "{} lacks {missing:?}", lang.code());
            assert!(extra.is_empty(), "{} has unknown {extra:?}", lang.code());
            for (key, vars) in &english {
                assert_eq!(&theirs[key], vars, "{}: arguments of {key}", lang.code());
            }
        }
    }

    /// The plural categories (CLDR) a number falls into in `lang`,
    /// cardinal or ordinal, for the whole numbers up to 1,000 and a
    /// fraction.
    fn categories(lang: Lang, ordinal: bool) -> (BTreeSet<String>, Vec<(f64, String)>) {
        use intl_pluralrules::{PluralRuleType, PluralRules};
        let id: LanguageIdentifier = lang.code().parse().unwrap();
        let kind = if ordinal {
            PluralRuleType::ORDINAL
        } else {
            PluralRuleType::CARDINAL
        };
        // As Fluent negotiates it: the language and region, else the
        // language alone (pt-BR's rules are pt's).
        let language: LanguageIdentifier = id.language.as_str().parse().unwrap();
        let rules = PluralRules::create(id, kind)
            .or_else(|_| PluralRules::create(language, kind))
            .expect("CLDR has the language");
        let mut seen = BTreeSet::new();
        let mut of = Vec::new();
        for n in (0..=1000).map(f64::from).chain([1.5]) {
            let c = format!("{:?}", rules.select(n).unwrap()).to_lowercase();
            seen.insert(c.clone());
            of.push((n, c));
        }
        (seen, of)
    }

    /// Every select expression of `p`, with whether its selector is an
    /// ordinal number, and its variants' keys with whether each names a
    /// variable.
    fn selects(p: &ast::Pattern<&str>, out: &mut Vec<(bool, Vec<(String, bool)>)>) {
        for el in &p.elements {
            if let ast::PatternElement::Placeable { expression } = el {
                select_in(expression, out);
            }
        }
    }

    fn select_in(e: &ast::Expression<&str>, out: &mut Vec<(bool, Vec<(String, bool)>)>) {
        let ast::Expression::Select { selector, variants } = e else {
            return;
        };
        let ordinal = matches!(
            selector,
            ast::InlineExpression::FunctionReference { arguments, .. }
                if arguments.named.iter().any(|a| a.name.name == "type"
                    && matches!(&a.value, ast::InlineExpression::StringLiteral { value } if *value == "ordinal"))
        );
        let mut keys = Vec::new();
        for v in variants {
            let key = match &v.key {
                ast::VariantKey::Identifier { name } => name.to_string(),
                ast::VariantKey::NumberLiteral { value } => value.to_string(),
            };
            let mut vars = BTreeSet::new();
            pattern_vars(&v.value, &mut vars);
            keys.push((key, !vars.is_empty()));
            selects(&v.value, out);
        }
        out.push((ordinal, keys));
    }

    /// A catalogue's plural variants are its own language's (CLDR, as
    /// Fluent chooses them): no Japanese `one`, which would never be
    /// chosen; and where `one` holds more numbers than 1 (21 in Russian),
    /// its text says the number rather than a literal "1".
    #[test]
    fn plural_variants_are_each_languages_own() {
        const CATEGORIES: [&str; 5] = ["zero", "one", "two", "few", "many"];
        let mut wrong = Vec::new();
        for lang in Lang::ALL {
            let res = fluent_syntax::parser::parse(SOURCES[lang.index()]).unwrap();
            for entry in res.body {
                let ast::Entry::Message(m) = entry else {
                    continue;
                };
                let mut found = Vec::new();
                if let Some(p) = &m.value {
                    selects(p, &mut found);
                }
                for (ordinal, keys) in found {
                    // A choice by plural form has those forms (and numbers)
                    // for keys; one by word (`[road]`, `[two]`/`[four]`…)
                    // is not one.
                    let plural = keys.iter().all(|(k, _)| {
                        k == "other" || CATEGORIES.contains(&k.as_str()) || k.parse::<f64>().is_ok()
                    });
                    if !plural {
                        continue;
                    }
                    let (has, of) = categories(lang, ordinal);
                    for (key, names_a_variable) in keys {
                        if !CATEGORIES.contains(&key.as_str()) {
                            continue;
                        }
                        if !has.contains(&key) {
                            wrong.push(format!(
                                "{}: {} has a `{key}` variant, a form the language does not have",
                                lang.code(),
                                m.id.name
                            ));
                        }
                        // (0 is often said apart, and in French `one` holds it.)
                        let more_than_one = of
                            .iter()
                            .filter(|(n, c)| *c == key && *n >= 1.0 && n.fract() == 0.0)
                            .count()
                            > 1;
                        if !(names_a_variable || !more_than_one || ordinal) {
                            wrong.push(format!(
                                "{}: {}'s `{key}` variant holds several numbers but names none",
                                lang.code(),
                                m.id.name
                            ));
                        }
                    }
                }
            }
        }
        assert!(wrong.is_empty(), "{wrong:#?}");
    }

    #[test]
    fn every_message_is_used_by_the_code() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut code = String::new();
        let mut dirs = vec![root];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    code.push_str(&std::fs::read_to_string(path).unwrap());
                }
            }
        }
        // The commands' texts are looked up by the names of the commands,
        // options and choices (checked in `discord::localize`).
        let generated = ["cmd-", "opt-", "choice-"];
        for key in messages(SOURCES[0]).keys() {
            if generated.iter().any(|p| key.starts_with(p)) {
                continue;
            }
            assert!(code.contains(&format!("\"{key}\"")), "{key} is never used");
        }
    }

    #[test]
    fn locales_and_codes_map_to_languages() {
        assert_eq!(Lang::from_locale("en-US"), Some(Lang::En));
        assert_eq!(Lang::from_locale("es-419"), Some(Lang::EsEs));
        assert_eq!(Lang::from_locale("pt-BR"), Some(Lang::PtBr));
        assert_eq!(Lang::from_locale("zh-CN"), Some(Lang::ZhCn));
        assert_eq!(Lang::from_locale("zh-TW"), None);
        assert_eq!(Lang::from_locale("sv-SE"), None);
        for l in Lang::ALL {
            assert_eq!(Lang::from_code(l.code()), Some(l));
            assert_eq!(Lang::from_locale(l.code()), Some(l));
        }
    }

    #[test]
    fn plurals_follow_each_language() {
        let n = |lang, count: i64| t(lang, "picture-bag-left", &[("count", count.into())]);
        assert_eq!(n(Lang::En, 1), "1 tile left in the bag");
        assert_eq!(n(Lang::En, 5), "5 tiles left in the bag");
        // Polish has a form for 2–4 and another for 5 and more.
        assert_ne!(n(Lang::Pl, 2), n(Lang::Pl, 5));
        // So have Russian and Ukrainian, with 21 as 1 and 22 as 2 (CLDR).
        assert_eq!(n(Lang::Ru, 21), "В мешочке 21 квадрат");
        assert_eq!(n(Lang::Ru, 22), "В мешочке 22 квадрата");
        assert_eq!(n(Lang::Ru, 25), "В мешочке 25 квадратов");
        assert_eq!(n(Lang::Uk, 3), "У мішечку 3 квадрати");
        assert_eq!(n(Lang::Uk, 11), "У мішечку 11 квадратів");
        // Japanese counts without plural forms.
        assert_eq!(n(Lang::Ja, 1), "袋の残り：1枚");
        assert_eq!(decimal(20.5, Lang::Ja), "20.5");
        assert_eq!(decimal(20.5, Lang::Ru), "20,5");
        assert_eq!(t(Lang::De, "no-such-message", &[]), "no-such-message");
    }
}
