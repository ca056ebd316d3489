//! The gateway: sessions of the bot's shards, and the events sent to them.

use super::*;

impl Fake {
    pub(super) async fn gateway(&self, stream: tokio::net::TcpStream) {
        if self.state().gateway_down {
            // Gone before the handshake, as an unreachable gateway is.
            drop(stream);
            return;
        }
        let Ok(mut ws) = tokio_tungstenite::accept_async(stream).await else {
            return;
        };
        let conn = {
            let mut n = self.inner.next_session.lock().unwrap();
            *n += 1;
            *n
        };
        let mut dropped = self.inner.drop_gateway.subscribe();
        let (tx, mut rx) = mpsc::unbounded_channel::<Value>();
        let hello = json!({ "op": 10, "d": { "heartbeat_interval": 41250 }, "s": null, "t": null });
        if ws.send(WsMessage::Text(hello.to_string())).await.is_err() {
            return;
        }
        loop {
            tokio::select! {
                _ = dropped.changed() => {
                    // Gone without a close frame.
                    break;
                }
                incoming = ws.next() => {
                    let Some(Ok(msg)) = incoming else { break };
                    let WsMessage::Text(text) = msg else { continue };
                    let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                    match self.on_op(&v, conn, &tx) {
                        Answer::Nothing => {}
                        Answer::Send(reply) => {
                            let _ = ws.send(WsMessage::Text(reply.to_string())).await;
                        }
                        Answer::Close(code, reason) => {
                            let close = tokio_tungstenite::tungstenite::protocol::CloseFrame {
                                code: code.into(),
                                reason: reason.into(),
                            };
                            let _ = ws.send(WsMessage::Close(Some(close))).await;
                            break;
                        }
                    }
                }
                out = rx.recv() => {
                    let Some(mut event) = out else { break };
                    if event["op"] == 0 {
                        let s = { let mut seq = self.inner.seq.lock().unwrap(); *seq += 1; *seq };
                        event["s"] = json!(s);
                    }
                    if ws.send(WsMessage::Text(event.to_string())).await.is_err() {
                        break;
                    }
                }
            }
        }
        // The sessions on this connection wait to be resumed (elsewhere).
        for x in self.inner.sessions.lock().unwrap().iter_mut() {
            if x.conn.as_ref().is_some_and(|c| c.0 == conn) {
                x.conn = None;
            }
        }
    }

    /// What the fake does with one opcode from the bot.
    fn on_op(&self, v: &Value, conn: u64, tx: &mpsc::UnboundedSender<Value>) -> Answer {
        match v["op"].as_u64() {
            Some(1) => Answer::Send(json!({ "op": 11, "d": null, "s": null, "t": null })),
            // Discord: close 4004, "Authentication failed."
            Some(2 | 6) if self.state().token_revoked => {
                Answer::Close(4004, "Authentication failed.")
            }
            Some(2) if self.state().gateway_close.is_some() => {
                // Discord closes an identify it will never take: 4010 to
                // 4014 (`topics/opcodes-and-status-codes.mdx`).
                let code = {
                    let mut st = self.state();
                    st.refused_identifies += 1;
                    st.gateway_close.unwrap_or(4011)
                };
                self.changed();
                Answer::Close(code, "Closed by the fake.")
            }
            Some(2) => self.identify(v, conn, tx),
            Some(6) => {
                self.resume(v, conn, tx);
                Answer::Nothing
            }
            _ => Answer::Nothing,
        }
    }

    /// An identify: refused past Discord's limits, or a new session of
    /// its shard, READY with the shard's servers.
    fn identify(&self, v: &Value, conn: u64, tx: &mpsc::UnboundedSender<Value>) -> Answer {
        let shard = match v["d"]["shard"]
            .as_array()
            .map(|a| (a[0].as_u64(), a[1].as_u64()))
        {
            None => (0, 1),
            Some((Some(id), Some(count))) if id < count => (id, count),
            // Discord: close 4010, "Invalid shard".
            Some(_) => {
                self.state().violations.push(format!(
                    "identify with an invalid shard {}",
                    v["d"]["shard"]
                ));
                return Answer::Close(4010, "Invalid shard.");
            }
        };
        if let Some(refused) = self.identify_refused(shard.0) {
            return refused;
        }
        let session = format!("fake-session-{conn}");
        self.inner.sessions.lock().unwrap().push(Session {
            id: session.clone(),
            shard,
            conn: Some((conn, tx.clone())),
        });
        let guilds: Vec<Value> = self
            .guilds()
            .into_iter()
            .filter(|g| shard_of(*g, shard.1) == shard.0)
            .map(|g| json!({ "id": g.to_string(), "unavailable": true }))
            .collect();
        let ready = json!({
            "v": 10, "user": bot_user(), "guilds": guilds,
            "session_id": session, "resume_gateway_url": self.ws_url(),
            "shard": [shard.0, shard.1], "application": { "id": APP_ID.to_string(), "flags": 0 },
            "private_channels": [], "relationships": [], "presences": []
        });
        let _ = tx.send(json!({ "op": 0, "t": "READY", "d": ready }));
        {
            let mut st = self.state();
            st.ready = true;
            st.identified += 1;
            st.identified_shards.push(shard);
        }
        self.changed();
        Answer::Nothing
    }

    /// An identify of `shard` past Discord's limits.
    ///
    /// "Clients are limited to 1000 IDENTIFY calls to the websocket in a
    /// 24-hour period ... all active sessions for the app will be
    /// terminated, the bot token will be reset"; "max_concurrency: the
    /// number of identify requests allowed per 5 seconds", keyed by
    /// `shard_id % max_concurrency`; more get opcode 9
    /// (`events/gateway.mdx`, "Session Start Limit", "Sharding").
    fn identify_refused(&self, shard: u64) -> Option<Answer> {
        let spent = {
            let mut st = self.state();
            st.identifies_today += 1;
            let over = st.identifies_today > st.identifies_a_day.unwrap_or(1_000);
            if over {
                st.token_revoked = true;
                st.violations
                    .push("past Discord's 1,000 identifies a day: the token is reset".into());
            }
            over
        };
        if spent {
            self.changed();
            return Some(Answer::Close(4004, "Authentication failed."));
        }
        let after = self.state().early_identify(shard)?;
        self.state().violations.push(format!(
            "identify of shard {shard} {after:?} after another of its rate limit key, within Discord's 5 s"
        ));
        self.changed();
        Some(Answer::Send(
            json!({ "op": 9, "d": false, "s": null, "t": null }),
        ))
    }

    /// A resume: the session goes on on this connection, or is unknown
    /// and must identify anew.
    fn resume(&self, v: &Value, conn: u64, tx: &mpsc::UnboundedSender<Value>) {
        let wanted = v["d"]["session_id"]
            .as_str()
            .unwrap_or_default()
            .to_string();
        let resumed = {
            let mut sessions = self.inner.sessions.lock().unwrap();
            match sessions.iter_mut().find(|x| x.id == wanted) {
                Some(x) => {
                    x.conn = Some((conn, tx.clone()));
                    true
                }
                None => false,
            }
        };
        if resumed {
            let _ = tx.send(json!({ "op": 0, "t": "RESUMED", "d": {} }));
            self.state().resumed += 1;
        } else {
            // A session Discord does not know: identify anew.
            let _ = tx.send(json!({ "op": 9, "d": false }));
        }
        self.changed();
    }

    /// Every server the fake knows: the default one and those of known
    /// channels.
    pub(super) fn guilds(&self) -> Vec<u64> {
        let s = self.state();
        let mut guilds: Vec<u64> = std::iter::once(GUILD)
            .chain(s.channels.values().map(|c| c.guild))
            .collect();
        guilds.sort_unstable();
        guilds.dedup();
        guilds
    }

    /// Puts `channel` in server `guild` (channels are in [`GUILD`] unless
    /// a test says otherwise).
    pub fn put_in_guild(&self, channel: u64, guild: u64) {
        self.state().channels.entry(channel).or_default().guild = guild;
    }

    /// The server a channel is in.
    pub fn guild_of(&self, channel: u64) -> u64 {
        self.state().channel(channel).guild
    }

    /// The shards connected now, `[id, count]`, one per session with a
    /// connection.
    pub fn connected_shards(&self) -> Vec<(u64, u64)> {
        self.inner
            .sessions
            .lock()
            .unwrap()
            .iter()
            .filter(|x| x.conn.is_some())
            .map(|x| x.shard)
            .collect()
    }

    /// Sends an event to every session of the shard its server is on
    /// (shard 0 for DMs), as Discord does; dropped if none is connected.
    pub(super) fn dispatch(&self, t: &str, d: Value) {
        let guild = d["guild_id"]
            .as_str()
            .or(if t.starts_with("GUILD_") {
                d["id"].as_str()
            } else {
                None
            })
            .and_then(|g| g.parse::<u64>().ok());
        let targets: Vec<mpsc::UnboundedSender<Value>> = self
            .inner
            .sessions
            .lock()
            .unwrap()
            .iter()
            .filter(|x| match guild {
                Some(g) => shard_of(g, x.shard.1) == x.shard.0,
                None => x.shard.0 == 0,
            })
            .filter_map(|x| x.conn.as_ref().map(|c| c.1.clone()))
            .collect();
        if targets.is_empty() {
            self.state()
                .undelivered
                .push(format!("{t} for server {guild:?}"));
        }
        for tx in targets {
            let _ = tx.send(json!({ "op": 0, "t": t, "d": d }));
        }
    }
}

/// What the gateway does after an opcode from the bot.
enum Answer {
    Nothing,
    /// Sent back at once on the connection.
    Send(Value),
    /// The connection is closed with this code and reason.
    Close(u16, &'static str),
}
