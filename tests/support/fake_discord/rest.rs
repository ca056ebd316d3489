//! The REST listener: each request checked against the limits, the
//! token and the faults a test asked for, then routed.

use super::*;

impl Fake {
    /// A REST request, within Discord's rate limits: refused 429 past
    /// them, answered with its bucket's headers, and counted as invalid
    /// when answered 401, 403 or 429 (see [`limits`]).
    pub(super) async fn rest(&self, req: Request<Incoming>, ws_url: &str) -> Response<Full<Bytes>> {
        let method = req.method().as_str().to_string();
        let path = req.uri().path().trim_start_matches("/api/v10").to_string();
        let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        let bucket = limits::bucket_of(&method, &parts);
        // "Interaction endpoints are not bound to the bot's Global Rate
        // Limit" (`topics/rate-limits.mdx`): the answer and the webhook
        // routes of an interaction's token (`receiving-and-responding.mdx`).
        let interaction = match parts.as_slice() {
            ["interactions", ..] => true,
            ["webhooks", _, token, ..] => self.state().interactions.contains_key(*token),
            _ => false,
        };
        let old_edit = self.old_edit(&method, &parts);
        self.note_agent(&req, &method, &path);
        if let Some(banned) = self.banned() {
            return banned;
        }
        let counted = !path.starts_with("/gateway");
        let who = limits::who_of(
            req.headers()
                .get("authorization")
                .and_then(|v| v.to_str().ok()),
        );
        let admitted = if counted {
            let now = std::time::Instant::now();
            self.state()
                .limits
                .admit(&who, bucket.as_ref(), interaction, old_edit.as_deref(), now)
        } else {
            Ok(None)
        };
        let mut response = match admitted {
            Ok(headers) => {
                let mut r = self.answer(req, ws_url).await;
                if let Some(h) = headers {
                    limit_headers(&mut r, &h);
                }
                r
            }
            Err(limited) => {
                let mut s = self.state();
                s.requests.push(format!("{method} {path}"));
                s.limits
                    .limited
                    .push(format!("{method} {path}: {limited:?}"));
                drop(s);
                rate_limited(&limited)
            }
        };
        self.count_invalid(&mut response, &method, &path);
        self.changed();
        response
    }

    /// The channel of a message this request edits, if the message is
    /// old enough for Discord's stricter limit on old messages.
    fn old_edit(&self, method: &str, parts: &[&str]) -> Option<String> {
        let s = self.state();
        let edited = match (method, parts) {
            ("PATCH", ["channels", _, "messages", id]) => s.message(id.parse().unwrap_or(0)),
            // An interaction's edit of the message it answers for (a
            // click's own message) is an edit of that message too.
            ("PATCH", ["webhooks", _, token, "messages", "@original"]) => s
                .interactions
                .get(*token)
                .and_then(|p| p.source.or(p.original))
                .and_then(|id| s.message(id)),
            _ => None,
        };
        let old = s.old_message_after.unwrap_or(Duration::from_secs(3600));
        edited
            .filter(|m| !m.ephemeral && now_ms() - m.posted_ms >= old.as_millis() as i64)
            .map(|m| m.channel.to_string())
    }

    /// "Clients using the HTTP API must provide a valid User Agent ...
    /// `DiscordBot ($url, $versionNumber)`" (`reference.mdx`, "User
    /// Agent"). The bot's own client says which it is: a request from
    /// any other (serenity's) is noted, since only the bot's one client
    /// counts invalid requests and keeps to the limits.
    fn note_agent(&self, req: &Request<Incoming>, method: &str, path: &str) {
        let agent = req
            .headers()
            .get("user-agent")
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string();
        {
            let mut s = self.state();
            if !(agent.starts_with("DiscordBot (") && agent.contains(", ") && agent.contains(')')) {
                s.violations.push(format!("{method} {path}: User-Agent {agent:?} is not `DiscordBot ($url, $versionNumber)`"));
            }
            if !agent.starts_with(OWN_AGENT) && path != "/gateway" {
                s.other_clients.push(format!("{method} {path} ({agent})"));
            }
        }
    }

    /// "IP addresses that make too many invalid HTTP requests are
    /// automatically and temporarily restricted from accessing the
    /// Discord API ... 10,000 per 10 minutes" (`topics/rate-limits.mdx`,
    /// "Invalid Request Limit"): Cloudflare answers everything with its
    /// own 429, `error code: 1015` (discord-api-docs #1771, #5385).
    fn banned(&self) -> Option<Response<Full<Bytes>>> {
        let banned = {
            let s = self.state();
            let now = std::time::Instant::now();
            s.limits.invalid_in_window(now) >= s.invalid_ban_at.unwrap_or(limits::INVALID_BAN)
        };
        if !banned {
            return None;
        }
        self.state().limits.banned += 1;
        let mut r = Response::new(Full::new(Bytes::from("error code: 1015")));
        *r.status_mut() = StatusCode::TOO_MANY_REQUESTS;
        r.headers_mut()
            .insert("retry-after", "3600".parse().unwrap());
        r.headers_mut()
            .insert("content-type", "text/plain".parse().unwrap());
        Some(r)
    }

    /// A 401, 403 or 429 of the bot's own making counts towards the
    /// invalid request limit; a 429 says its scope.
    fn count_invalid(&self, response: &mut Response<Full<Bytes>>, method: &str, path: &str) {
        let status = response.status().as_u16();
        if matches!(status, 401 | 403 | 429) {
            let scope = response
                .headers()
                .get("x-ratelimit-scope")
                .and_then(|v| v.to_str().ok())
                .unwrap_or("");
            // A shared limit's 429 is not the bot's doing.
            if scope != "shared" {
                let what = format!("{method} {path}: {status}");
                self.state()
                    .limits
                    .invalid
                    .push((std::time::Instant::now(), what));
            }
        }
        if status == 429 && !response.headers().contains_key("x-ratelimit-scope") {
            response
                .headers_mut()
                .insert("x-ratelimit-scope", "user".parse().unwrap());
        }
    }

    /// A request admitted by the limits: refused as a test asked (a
    /// revoked token, a kill, a fault), or as Discord refuses what breaks
    /// its rules, or routed; a kill or a fault "after" applies once the
    /// request was carried out.
    pub(super) async fn answer(
        &self,
        req: Request<Incoming>,
        ws_url: &str,
    ) -> Response<Full<Bytes>> {
        let asked = Asked::read(req).await;
        let (method, path) = (asked.method.as_str(), asked.path.as_str());
        self.state().requests.push(format!("{method} {path}"));
        self.note_early_retry(method, path);
        if let Some(refused) = self.refuse_revoked(&asked) {
            return refused;
        }
        let kill = self.kill_due(path);
        if let Some(k) = kill.filter(|k| !k.after) {
            return killed(k);
        }
        let scheduled = self.scheduled_fault(method, path);
        if let Some(failed) = self.fail_now(scheduled, method, path) {
            return failed;
        }
        if let Some(failed) = self.fail_every_nth(path) {
            return failed;
        }
        let body = match self.checked_body(&asked) {
            Ok(body) => body,
            Err(refused) => return *refused,
        };
        let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        let response = self.route(&asked, &parts, body, ws_url);
        self.changed();
        if let Some(k) = kill {
            return killed(k);
        }
        if let Some(Fault::SlowAfter(secs)) = scheduled {
            self.state().failed += 1;
            tokio::time::sleep(Duration::from_secs_f64(secs)).await;
        }
        if scheduled == Some(Fault::ServerErrorAfter) {
            self.state().failed += 1;
            return server_error();
        }
        response
    }

    /// A retry that comes before the Retry-After Discord gave: a violation.
    fn note_early_retry(&self, method: &str, path: &str) {
        let mut s = self.state();
        let route = route_of(method, path);
        if let Some(until) = s.limited.get(&route).copied() {
            if std::time::Instant::now() < until {
                s.violations.push(format!(
                    "{method} {path}: retried before the Retry-After of a 429"
                ));
            }
            s.limited.remove(&route);
        }
    }

    /// 401 for a request on the bot's token once a test revoked it.
    fn refuse_revoked(&self, a: &Asked) -> Option<Response<Full<Bytes>>> {
        let (method, path) = (a.method.as_str(), a.path.as_str());
        // An OAuth2 token exchange carries the application's secret, and a
        // person's request their own token, not the bot's.
        let own_token = path.starts_with("/interactions/")
            || path.starts_with("/webhooks/")
            || path == "/oauth2/token"
            || a.bearer.is_some();
        if !self.state().token_revoked || own_token {
            return None;
        }
        self.state()
            .refused
            .push(format!("{method} {path}: 401 token revoked"));
        self.changed();
        Some(respond(
            StatusCode::UNAUTHORIZED,
            json!({ "message": "401: Unauthorized", "code": 0 }),
        ))
    }

    /// The kill a test asked for, if this is its request.
    fn kill_due(&self, path: &str) -> Option<Kill> {
        let counts = !path.starts_with("/gateway")
            && !path.ends_with("/commands")
            && !path.starts_with("/oauth2");
        let mut s = self.state();
        match s.kill_at {
            Some(k) if counts => {
                s.counted_for_kill += 1;
                (s.counted_for_kill == k.at).then(|| {
                    s.kill_at = None;
                    k
                })
            }
            _ => None,
        }
    }

    /// The fault a test asked for on this request, taken off the list.
    fn scheduled_fault(&self, method: &str, path: &str) -> Option<Fault> {
        let mut s = self.state();
        let found = s
            .faults
            .iter()
            .position(|(prefix, _)| format!("{method} {path}").starts_with(prefix.as_str()));
        found.map(|i| s.faults.remove(i).1)
    }

    /// The answer of a fault that fails the request before it is carried
    /// out (a 500, or a 429 with its Retry-After).
    fn fail_now(
        &self,
        fault: Option<Fault>,
        method: &str,
        path: &str,
    ) -> Option<Response<Full<Bytes>>> {
        match fault {
            Some(Fault::ServerError) => {
                self.state().failed += 1;
                self.changed();
                Some(server_error())
            }
            Some(Fault::RateLimited(secs)) => {
                {
                    let mut s = self.state();
                    s.failed += 1;
                    let until = std::time::Instant::now() + Duration::from_secs_f64(secs);
                    s.limited.insert(route_of(method, path), until);
                }
                self.changed();
                let mut r = respond(
                    StatusCode::TOO_MANY_REQUESTS,
                    json!({ "message": "You are being rate limited.", "retry_after": secs, "global": false }),
                );
                r.headers_mut().insert(
                    "retry-after",
                    format!("{}", secs.ceil() as u64).parse().unwrap(),
                );
                Some(r)
            }
            _ => None,
        }
    }

    /// With [`Fake::fail_every`], every n-th request fails: a 500 or a
    /// 429, by turns.
    fn fail_every_nth(&self, path: &str) -> Option<Response<Full<Bytes>>> {
        let rate_limited = {
            let mut s = self.state();
            match s.fail_every {
                Some(n) if !path.starts_with("/gateway") && !path.ends_with("/commands") => {
                    s.counted += 1;
                    s.counted.is_multiple_of(n).then(|| {
                        s.failed += 1;
                        s.failed.is_multiple_of(2)
                    })
                }
                _ => None,
            }
        }?;
        self.changed();
        if !rate_limited {
            return Some(server_error());
        }
        let mut r = respond(
            StatusCode::TOO_MANY_REQUESTS,
            json!({ "message": "You are being rate limited.", "retry_after": 0.2, "global": false }),
        );
        r.headers_mut().insert("retry-after", "1".parse().unwrap());
        r.headers_mut()
            .insert("x-ratelimit-remaining", "0".parse().unwrap());
        r.headers_mut()
            .insert("x-ratelimit-reset-after", "0.2".parse().unwrap());
        Some(r)
    }

    /// The request's body, read and checked against Discord's own
    /// description of the endpoint and its documented limits: what breaks
    /// them is refused as Discord refuses it (`400 50035 Invalid Form
    /// Body`, `reference.mdx`, "Error Messages").
    fn checked_body(&self, a: &Asked) -> Result<Body, Box<Response<Full<Bytes>>>> {
        let (method, path) = (a.method.as_str(), a.path.as_str());
        let form = a
            .content_type
            .starts_with("application/x-www-form-urlencoded");
        let body = match parse_body(&a.content_type, &a.bytes) {
            _ if form => Body::json(activity::form_fields(&a.bytes)),
            Ok(b) => b,
            Err(e) => {
                self.state()
                    .violations
                    .push(format!("{method} {path}: {e}"));
                return Err(Box::new(respond(
                    StatusCode::BAD_REQUEST,
                    json!({ "message": e, "code": 50109 }),
                )));
            }
        };
        let parts: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        if !body.json.is_null() {
            let mut problems = self.inner.spec.check_request(method, path, &body.json);
            problems.extend(select_problems(&body.json));
            if !problems.is_empty() {
                return Err(Box::new(self.refuse(method, path, invalid_form(&problems))));
            }
        }
        let size = a.bytes.len();
        if let Some(refusal) = self.documented_refusal(method, &parts, &a.query, &body, size) {
            return Err(Box::new(self.refuse(method, path, refusal)));
        }
        if let Some(refused) = self.card_refusal(method, path, &parts, &body) {
            return Err(Box::new(refused));
        }
        Ok(body)
    }
}

/// A request as the fake routes it.
pub(super) struct Asked {
    pub(super) method: String,
    /// Without the `/api/v10` prefix.
    pub(super) path: String,
    pub(super) query: HashMap<String, String>,
    pub(super) content_type: String,
    /// A person's own token (OAuth2), not the bot's.
    pub(super) bearer: Option<String>,
    pub(super) bytes: Bytes,
}

impl Asked {
    async fn read(req: Request<Incoming>) -> Asked {
        let header = |name: &str| {
            req.headers()
                .get(name)
                .and_then(|v| v.to_str().ok())
                .map(str::to_string)
        };
        let content_type = header("content-type").unwrap_or_default();
        let bearer =
            header("authorization").and_then(|v| v.strip_prefix("Bearer ").map(str::to_string));
        let query = req
            .uri()
            .query()
            .unwrap_or_default()
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let method = req.method().as_str().to_string();
        let path = req.uri().path().trim_start_matches("/api/v10").to_string();
        let bytes = req
            .into_body()
            .collect()
            .await
            .map(|b| b.to_bytes())
            .unwrap_or_default();
        Asked {
            method,
            path,
            query,
            content_type,
            bearer,
            bytes,
        }
    }
}

/// What the bot gets for a request a test killed it at.
fn killed(k: Kill) -> Response<Full<Bytes>> {
    kill_process(k.pid);
    respond(
        StatusCode::INTERNAL_SERVER_ERROR,
        json!({ "message": "the bot was killed", "code": 0 }),
    )
}

fn server_error() -> Response<Full<Bytes>> {
    respond(
        StatusCode::INTERNAL_SERVER_ERROR,
        json!({ "message": "500: Internal Server Error", "code": 0 }),
    )
}

/// What Discord refuses in a string select that its schema does not say:
/// no options, or fewer options than `max_values`, or `min_values` above
/// `max_values` (both 1 unless set).
pub(super) fn select_problems(v: &Value) -> Vec<String> {
    let mut out = Vec::new();
    match v {
        Value::Object(m) => {
            if m.get("type") == Some(&json!(3)) && m.contains_key("custom_id") {
                let options = m
                    .get("options")
                    .and_then(Value::as_array)
                    .map_or(0, Vec::len);
                let min = m.get("min_values").and_then(Value::as_u64).unwrap_or(1) as usize;
                let max = m.get("max_values").and_then(Value::as_u64).unwrap_or(1) as usize;
                if options == 0 || min > max || max > options {
                    out.push(format!(
                        "a select with {options} options, min_values {min} and max_values {max}"
                    ));
                }
            }
            for x in m.values() {
                out.extend(select_problems(x));
            }
        }
        Value::Array(a) => {
            for x in a {
                out.extend(select_problems(x));
            }
        }
        _ => {}
    }
    out
}
