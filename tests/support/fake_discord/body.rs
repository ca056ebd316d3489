//! Request bodies (JSON, or multipart with files) and the answers the
//! fake sends.

use super::*;

/// A request body: JSON, or multipart with `payload_json` and files.
pub(super) struct Body {
    pub(super) json: Value,
    /// The files' names, the file of part `files[n]` at index `n` (see
    /// [`Body::part_problems`]).
    pub(super) files: Vec<String>,
    /// A hash of each file's bytes, in the order of `files`.
    pub(super) digests: Vec<u64>,
    /// The files' bytes, added up.
    pub(super) bytes: usize,
    /// The largest file's bytes.
    pub(super) largest: usize,
    /// Each file part's name, in the order sent.
    pub(super) parts: Vec<String>,
}

impl Body {
    pub(super) fn json(json: Value) -> Body {
        Body {
            json,
            files: Vec::new(),
            digests: Vec::new(),
            bytes: 0,
            largest: 0,
            parts: Vec::new(),
        }
    }

    /// What Discord refuses in how the files are named: each file is the
    /// part `files[n]`, `n` the file's `id` in the `attachments` list, and
    /// every new attachment listed must have its part (`reference.mdx`,
    /// "Uploading Files"; `message.mdx`, "attachments"). Listed ids with
    /// no part are refused `50035 ATTACHMENT_NOT_FOUND` (Cogmasters/concord
    /// #78), which is what serenity's raw methods meet with two files, all
    /// named `files[0]` (serenity #2924). `kept`, the ids of attachments
    /// the edited message has.
    pub(super) fn part_problems(&self, attachments: Option<&Value>, kept: &[u64]) -> Vec<String> {
        let mut out = Vec::new();
        let mut seen = Vec::new();
        for name in &self.parts {
            match part_index(name) {
                Some(n) if !seen.contains(&n) => seen.push(n),
                Some(n) => out.push(format!("two file parts named files[{n}]")),
                None => out.push(format!("a file part named {name:?}, not files[n]")),
            }
        }
        for a in attachments.and_then(Value::as_array).into_iter().flatten() {
            let id = match &a["id"] {
                Value::String(s) => s.parse::<u64>().ok(),
                v => v.as_u64(),
            };
            match id {
                Some(id) if kept.contains(&id) => {}
                Some(id) if seen.contains(&id) => {}
                _ => out.push(format!(
                    "ATTACHMENT_NOT_FOUND: attachments lists id {} with no part files[{}]",
                    a["id"], a["id"]
                )),
            }
        }
        out
    }
}

/// A hash of a file's bytes.
pub(super) fn digest(bytes: &[u8]) -> u64 {
    use std::hash::{DefaultHasher, Hash, Hasher};
    let mut h = DefaultHasher::new();
    bytes.hash(&mut h);
    h.finish()
}

/// `n` of a part named `files[n]`.
pub(super) fn part_index(name: &str) -> Option<u64> {
    name.strip_prefix("files[")?.strip_suffix(']')?.parse().ok()
}

pub(super) fn parse_body(content_type: &str, bytes: &[u8]) -> Result<Body, String> {
    if let Some(b) = content_type.split("boundary=").nth(1) {
        // Parts are read as bytes: files are binary, and only the headers
        // and `payload_json` are text.
        let boundary = format!("--{}", b.trim_matches('"'));
        let starts: Vec<usize> = memchr::memmem::find_iter(bytes, boundary.as_bytes()).collect();
        let mut json = Value::Null;
        let mut files: Vec<(u64, String, String, u64)> = Vec::new();
        let mut total = 0;
        let mut largest = 0;
        for (i, &start) in starts.iter().enumerate() {
            let from = start + boundary.len();
            let to = starts.get(i + 1).copied().unwrap_or(bytes.len());
            let part = &bytes[from..to.max(from)];
            let Some(split) = memchr::memmem::find(part, b"\r\n\r\n") else {
                continue;
            };
            let head = String::from_utf8_lossy(&part[..split]);
            let body = &part[split + 4..];
            let body = body.strip_suffix(b"\r\n").unwrap_or(body);
            let name = head
                .split("name=\"")
                .nth(1)
                .and_then(|n| n.split('"').next())
                .unwrap_or_default()
                .to_string();
            if name == "payload_json" {
                json = serde_json::from_slice(body).map_err(|e| format!("payload_json: {e}"))?;
            } else if let Some(f) = head.split("filename=\"").nth(1) {
                let filename = f.split('"').next().unwrap_or_default().to_string();
                let n = part_index(&name).unwrap_or(u64::MAX);
                files.push((n, name, filename, digest(body)));
                total += body.len();
                largest = largest.max(body.len());
            }
        }
        let parts = files.iter().map(|(_, name, ..)| name.clone()).collect();
        // The file of part files[n] at index n (as Discord matches them).
        files.sort_by_key(|(n, ..)| *n);
        Ok(Body {
            json,
            digests: files.iter().map(|(.., d)| *d).collect(),
            files: files.into_iter().map(|(_, _, f, _)| f).collect(),
            bytes: total,
            largest,
            parts,
        })
    } else if bytes.is_empty() {
        Ok(Body::json(Value::Null))
    } else {
        let json = serde_json::from_slice(bytes).map_err(|e| format!("not JSON: {e}"))?;
        Ok(Body::json(json))
    }
}

/// Discord's refusal of a body that breaks its form: `400 50035`, each
/// problem under `_errors`.
pub(super) fn invalid_form(problems: &[String]) -> messages::Refusal {
    let errors: Vec<Value> = problems
        .iter()
        .map(|p| json!({ "code": "BASE_TYPE_INVALID", "message": p }))
        .collect();
    (
        StatusCode::BAD_REQUEST,
        json!({ "message": "Invalid Form Body", "code": 50035, "errors": { "_errors": errors } }),
    )
}

pub(super) fn respond(status: StatusCode, body: Value) -> Response<Full<Bytes>> {
    let mut r = Response::new(Full::new(Bytes::from(if body.is_null() {
        String::new()
    } else {
        body.to_string()
    })));
    *r.status_mut() = status;
    r.headers_mut()
        .insert("content-type", "application/json".parse().unwrap());
    r
}

/// A bucket's headers on an answer (`topics/rate-limits.mdx`, "Header
/// Format").
pub(super) fn limit_headers(r: &mut Response<Full<Bytes>>, h: &limits::Headers) {
    let headers = r.headers_mut();
    headers.insert("x-ratelimit-bucket", h.bucket.parse().unwrap());
    headers.insert("x-ratelimit-limit", h.limit.to_string().parse().unwrap());
    headers.insert(
        "x-ratelimit-remaining",
        h.remaining.to_string().parse().unwrap(),
    );
    headers.insert(
        "x-ratelimit-reset-after",
        format!("{:.3}", h.reset_after).parse().unwrap(),
    );
}

/// A 429 as Discord sends one: `retry_after` in the body (seconds, with a
/// fraction), `Retry-After` in whole seconds, the scope, and for a
/// bucket its headers (`topics/rate-limits.mdx`, "Exceeding A Rate
/// Limit").
pub(super) fn rate_limited(l: &limits::Limited) -> Response<Full<Bytes>> {
    let message = if l.code == 30046 {
        "Maximum number of edits to messages older than 1 hour reached. Try again later"
    } else {
        "You are being rate limited."
    };
    let mut body = json!({ "message": message, "retry_after": l.retry_after, "global": l.global });
    if l.code != 0 {
        body["code"] = json!(l.code);
    }
    let mut r = respond(StatusCode::TOO_MANY_REQUESTS, body);
    if let Some(h) = &l.headers {
        limit_headers(&mut r, h);
    }
    let headers = r.headers_mut();
    headers.insert(
        "retry-after",
        (l.retry_after.ceil() as u64)
            .max(1)
            .to_string()
            .parse()
            .unwrap(),
    );
    let scope = if l.global { "global" } else { "user" };
    headers.insert("x-ratelimit-scope", scope.parse().unwrap());
    if l.global {
        headers.insert("x-ratelimit-global", "true".parse().unwrap());
    }
    r
}
