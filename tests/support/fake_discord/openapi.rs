//! Checks request bodies against Discord's official OpenAPI spec (a copy is
//! in tests/data): types, required fields, lengths, counts, enums, and the
//! alternatives of `oneOf`/`anyOf`.

use serde_json::Value;

pub struct Spec {
    doc: Value,
}

const MAX_DEPTH: usize = 40;

impl Spec {
    pub fn load() -> Spec {
        let text = std::fs::read_to_string(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/discord-openapi.json"
        ))
        .expect("the OpenAPI spec is in tests/data");
        Spec {
            doc: serde_json::from_str(&text).expect("the spec is JSON"),
        }
    }

    /// The request body schema of `method path`, if the spec has one.
    fn request_schema(&self, method: &str, path: &str) -> Option<&Value> {
        let want: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        let paths = self.doc["paths"].as_object()?;
        for (template, ops) in paths {
            let have: Vec<&str> = template.trim_start_matches('/').split('/').collect();
            if have.len() != want.len() {
                continue;
            }
            let matches = have
                .iter()
                .zip(&want)
                .all(|(h, w)| (h.starts_with('{') && h.ends_with('}')) || h == w);
            if !matches {
                continue;
            }
            let op = &ops[method.to_lowercase()];
            let content = &op["requestBody"]["content"];
            if let Some(s) = content.get("application/json").map(|c| &c["schema"]) {
                return Some(s);
            }
            if let Some(s) = content.get("multipart/form-data").map(|c| &c["schema"]) {
                return Some(s);
            }
        }
        None
    }

    /// Every way `body` breaks the spec for `method path` (empty: fine).
    pub fn check_request(&self, method: &str, path: &str, body: &Value) -> Vec<String> {
        let Some(schema) = self.request_schema(method, path) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        self.check(schema, body, "body", &mut out, 0);
        out
    }

    fn resolve<'a>(&'a self, schema: &'a Value) -> &'a Value {
        let mut s = schema;
        for _ in 0..8 {
            match s.get("$ref").and_then(Value::as_str) {
                Some(r) => {
                    let name = r.trim_start_matches("#/components/schemas/");
                    s = &self.doc["components"]["schemas"][name];
                }
                None => break,
            }
        }
        s
    }

    fn check(&self, schema: &Value, v: &Value, at: &str, out: &mut Vec<String>, depth: usize) {
        if depth > MAX_DEPTH {
            return;
        }
        let schema = self.resolve(schema);
        for key in ["oneOf", "anyOf"] {
            if let Some(alts) = schema.get(key).and_then(Value::as_array) {
                let mut best: Option<Vec<String>> = None;
                for alt in alts {
                    let mut errs = Vec::new();
                    self.check(alt, v, at, &mut errs, depth + 1);
                    if errs.is_empty() {
                        best = None;
                        break;
                    }
                    // Prefer the alternative whose discriminating "type" fits,
                    // then the one with the fewest problems.
                    let type_error = format!("{at}.type:");
                    let score =
                        |e: &Vec<String>| (e.iter().any(|x| x.starts_with(&type_error)), e.len());
                    if best.as_ref().is_none_or(|b| score(&errs) < score(b)) {
                        best = Some(errs);
                    }
                }
                if let Some(errs) = best {
                    out.push(format!(
                        "{at}: matches none of the {key} alternatives; nearest: {}",
                        errs.join("; ")
                    ));
                }
            }
        }
        if let Some(all) = schema.get("allOf").and_then(Value::as_array) {
            for s in all {
                self.check(s, v, at, out, depth + 1);
            }
        }
        if let Some(t) = schema.get("type") {
            let types: Vec<&str> = match t {
                Value::String(s) => vec![s.as_str()],
                Value::Array(a) => a.iter().filter_map(Value::as_str).collect(),
                _ => Vec::new(),
            };
            let snowflake = schema.get("format").and_then(Value::as_str) == Some("snowflake");
            let ok = types.iter().any(|t| match *t {
                // Discord's own upload examples give new attachments numeric
                // ids, and it takes numbers wherever a snowflake goes.
                "string" => v.is_string() || (snowflake && (v.is_u64() || v.is_i64())),
                // As in JSON Schema, 2.0 is an integer. A permission bit
                // set is "a variable-length integer serialized into a
                // string" (`topics/permissions.mdx`; `?string` for a
                // command's `default_member_permissions` in
                // `application-commands.mdx`), where the spec says integer.
                "integer" => {
                    v.is_i64()
                        || v.is_u64()
                        || v.as_f64().is_some_and(|x| x.fract() == 0.0)
                        || (at.ends_with("permissions")
                            && v.as_str().is_some_and(|s| {
                                !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
                            }))
                }
                "number" => v.is_number(),
                "boolean" => v.is_boolean(),
                "array" => v.is_array(),
                "object" => v.is_object(),
                "null" => v.is_null(),
                _ => true,
            });
            if !ok && !types.is_empty() {
                out.push(format!(
                    "{at}: is {} but must be {}",
                    kind(v),
                    types.join(" or ")
                ));
                return;
            }
        }
        if let Some(e) = schema.get("enum").and_then(Value::as_array)
            && !v.is_null()
            && !e.contains(v)
        {
            out.push(format!(
                "{at}: {v} is not one of {}",
                Value::Array(e.clone())
            ));
        }
        if let Some(c) = schema.get("const")
            && v != c
        {
            out.push(format!("{at}: must be {c}, not {v}"));
        }
        match v {
            Value::String(s) => {
                let n = s.chars().count() as u64;
                if let Some(max) = schema.get("maxLength").and_then(Value::as_u64)
                    && n > max
                {
                    out.push(format!("{at}: {n} characters, at most {max}"));
                }
                if let Some(min) = schema.get("minLength").and_then(Value::as_u64)
                    && n < min
                {
                    out.push(format!("{at}: {n} characters, at least {min}"));
                }
            }
            Value::Number(x) => {
                let x = x.as_f64().unwrap_or(0.0);
                if let Some(max) = schema.get("maximum").and_then(Value::as_f64)
                    && x > max
                {
                    out.push(format!("{at}: {x} is above {max}"));
                }
                if let Some(min) = schema.get("minimum").and_then(Value::as_f64)
                    && x < min
                {
                    out.push(format!("{at}: {x} is below {min}"));
                }
            }
            Value::Array(items) => {
                let n = items.len() as u64;
                if let Some(max) = schema.get("maxItems").and_then(Value::as_u64)
                    && n > max
                {
                    out.push(format!("{at}: {n} items, at most {max}"));
                }
                if let Some(min) = schema.get("minItems").and_then(Value::as_u64)
                    && n < min
                {
                    out.push(format!("{at}: {n} items, at least {min}"));
                }
                if let Some(item) = schema.get("items") {
                    for (i, x) in items.iter().enumerate() {
                        self.check(item, x, &format!("{at}[{i}]"), out, depth + 1);
                    }
                }
            }
            Value::Object(map) => {
                let required: Vec<&str> = schema
                    .get("required")
                    .and_then(Value::as_array)
                    .map(|r| r.iter().filter_map(Value::as_str).collect())
                    .unwrap_or_default();
                for r in &required {
                    if !map.contains_key(*r) {
                        out.push(format!("{at}: missing \"{r}\""));
                    }
                }
                if let Some(props) = schema.get("properties").and_then(Value::as_object) {
                    for (k, x) in map {
                        match props.get(k) {
                            // Discord takes null for an optional field.
                            Some(_) if x.is_null() && !required.contains(&k.as_str()) => {}
                            Some(p) => self.check(p, x, &format!("{at}.{k}"), out, depth + 1),
                            None => {
                                if schema.get("additionalProperties") == Some(&Value::Bool(false)) {
                                    out.push(format!("{at}: unknown field \"{k}\""));
                                }
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}
