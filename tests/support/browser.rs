//! A real Chromium, driven over the Chrome DevTools Protocol: launched
//! headless, one page, and what a test does with it (go to a page, run a
//! script, click, press keys, take a screenshot).
//!
//! A few commands over the WebSocket the tests already use
//! (`tokio-tungstenite`), rather than a CDP crate: the ones on crates.io
//! bring a second HTTP client and WebSocket stack for what is a handful
//! of JSON messages here.
//!
//! Chromium is Debian's `/usr/bin/chromium` (or `CHROMIUM`), which
//! `.ci/run` installs.

use std::process::Stdio;
use std::time::Duration;

use std::io::BufRead;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The screen a page is shown on.
#[derive(Clone, Copy, Debug)]
pub struct Screen {
    pub width: u32,
    pub height: u32,
    /// A phone: touch, and the mobile viewport.
    pub phone: bool,
}

pub const DESKTOP: Screen = Screen {
    width: 1280,
    height: 800,
    phone: false,
};

/// A phone about the size of most (CSS pixels).
pub const PHONE: Screen = Screen {
    width: 390,
    height: 844,
    phone: true,
};

pub struct Browser {
    child: std::process::Child,
    socket: Socket,
    session: String,
    next_id: u64,
    _profile: TempProfile,
    /// Pages the browser is given in place of the network's (see
    /// [`Browser::serve`]): address → HTML.
    served: std::collections::HashMap<String, String>,
    /// The frame scripts run in (see [`Browser::enter_frame`]), else the
    /// page's own.
    context: Option<i64>,
}

struct TempProfile(std::path::PathBuf);

impl Drop for TempProfile {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Where Chromium is.
pub fn chromium() -> String {
    std::env::var("CHROMIUM").unwrap_or_else(|_| "/usr/bin/chromium".into())
}

impl Browser {
    /// Chromium, headless, with one blank page on `screen` whose language
    /// is `lang` (what `navigator.language` and `Accept-Language` say).
    /// `None`, said on stderr, where Chromium is not installed, unless in
    /// CI (`CI` set), where that fails.
    pub async fn launch(screen: Screen, lang: &str) -> Option<Browser> {
        if !std::path::Path::new(&chromium()).exists() {
            assert!(
                std::env::var_os("CI").is_none(),
                "{} is not installed; .ci/run installs it",
                chromium()
            );
            eprintln!(
                "skipped: {} is not installed (Debian: apt-get install chromium)",
                chromium()
            );
            return None;
        }
        let profile = TempProfile(std::env::temp_dir().join(format!(
            "carcassonne-chromium-{}-{}",
            std::process::id(),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos()
        )));
        let mut child = std::process::Command::new(chromium())
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--hide-scrollbars",
                // A page's frames in one process, so that a test can run
                // scripts in a frame of another site (`enter_frame`).
                "--disable-site-isolation-trials",
                // And a page of a public site may frame one on this machine
                // (as Discord frames the board through its proxy).
                "--disable-features=IsolateOrigins,site-per-process,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults,LocalNetworkAccessChecks",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.0.display()))
            .arg(format!("--lang={lang}"))
            .arg("about:blank")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {} ({e}); .ci/run installs it", chromium()));
        let url = devtools_url(&mut child);
        let (socket, _) = tokio_tungstenite::connect_async(url.as_str())
            .await
            .expect("Chromium's DevTools socket");
        let mut b = Browser {
            child,
            socket,
            session: String::new(),
            next_id: 0,
            _profile: profile,
            served: std::collections::HashMap::new(),
            context: None,
        };
        b.open_page(screen, lang).await;
        Some(b)
    }

    async fn open_page(&mut self, screen: Screen, lang: &str) {
        let target = self
            .send("Target.createTarget", json!({"url": "about:blank"}))
            .await;
        let attached = self
            .send(
                "Target.attachToTarget",
                json!({"targetId": target["targetId"], "flatten": true}),
            )
            .await;
        self.session = attached["sessionId"].as_str().unwrap().to_string();
        for (method, params) in [
            ("Page.enable", json!({})),
            ("Runtime.enable", json!({})),
            (
                "Emulation.setDeviceMetricsOverride",
                json!({"width": screen.width, "height": screen.height,
                       "deviceScaleFactor": if screen.phone { 2 } else { 1 },
                       "mobile": screen.phone}),
            ),
            (
                "Emulation.setTouchEmulationEnabled",
                json!({"enabled": screen.phone, "maxTouchPoints": 5}),
            ),
            (
                "Network.setUserAgentOverride",
                json!({"userAgent": "Mozilla/5.0 (carcassonne-bot tests) Chrome", "acceptLanguage": lang}),
            ),
            ("Emulation.setLocaleOverride", json!({"locale": lang})),
        ] {
            self.call(method, params).await;
        }
    }

    /// Sends a command and waits for its answer (events in between are
    /// let go).
    async fn send(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = self.next_id;
        let mut msg = json!({"id": id, "method": method, "params": params});
        if !self.session.is_empty() {
            msg["sessionId"] = json!(self.session);
        }
        self.socket
            .send(Message::Text(msg.to_string()))
            .await
            .expect("a command sent to Chromium");
        let answer = tokio::time::timeout(Duration::from_secs(30), async {
            while let Some(m) = self.socket.next().await {
                let Ok(Message::Text(text)) = m else { continue };
                let v: Value = serde_json::from_str(&text).unwrap();
                if v["id"] == json!(id) {
                    return v;
                }
                if v["method"] == "Fetch.requestPaused" {
                    self.fulfil(&v["params"]).await;
                }
            }
            panic!("Chromium closed its socket");
        })
        .await
        .unwrap_or_else(|_| panic!("Chromium did not answer {method}"));
        if let Some(e) = answer.get("error") {
            panic!("{method}: {e}");
        }
        answer["result"].clone()
    }

    /// Answers a request the browser paused (see [`Browser::serve`]):
    /// with the page served at its address, or 404. The answer to this
    /// command is not waited for.
    async fn fulfil(&mut self, paused: &Value) {
        use base64::Engine;
        let url = paused["request"]["url"].as_str().unwrap_or_default();
        let page = self.served.get(url.split(['?', '#']).next().unwrap_or(url));
        let (status, body) = match page {
            Some(html) => (200, html.clone()),
            None => (404, String::from("not found")),
        };
        self.next_id += 1;
        let msg = json!({"id": self.next_id, "sessionId": self.session,
            "method": "Fetch.fulfillRequest",
            "params": {"requestId": paused["requestId"], "responseCode": status,
                       "responseHeaders": [{"name": "content-type", "value": "text/html; charset=utf-8"}],
                       "body": base64::engine::general_purpose::STANDARD.encode(body)}});
        self.socket
            .send(Message::Text(msg.to_string()))
            .await
            .expect("a command sent to Chromium");
    }

    /// Serves `html` at `url` (an `https://` address of a site the test
    /// stands in for, such as Discord's client): the browser asks the test
    /// instead of the network for every address of that site.
    pub async fn serve(&mut self, url: &str, html: String) {
        let site = url.splitn(4, '/').take(3).collect::<Vec<_>>().join("/");
        self.served.insert(url.to_string(), html);
        self.call(
            "Fetch.enable",
            json!({"patterns": [{"urlPattern": format!("{site}/*"), "requestStage": "Request"}]}),
        )
        .await;
    }

    /// Runs scripts from now on in the page's frame whose address starts
    /// with `prefix` (waiting up to 30 s for it), in a world of their own
    /// that shares the frame's document.
    pub async fn enter_frame(&mut self, prefix: &str) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
        let frame = loop {
            let tree = self.call("Page.getFrameTree", json!({})).await;
            let found = tree["frameTree"]["childFrames"]
                .as_array()
                .into_iter()
                .flatten()
                .find(|f| {
                    f["frame"]["url"]
                        .as_str()
                        .is_some_and(|u| u.starts_with(prefix))
                })
                .map(|f| f["frame"]["id"].clone());
            if let Some(id) = found {
                break id;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "no frame of {prefix} in {tree}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        let world = self
            .call(
                "Page.createIsolatedWorld",
                json!({"frameId": frame, "worldName": "tests"}),
            )
            .await;
        self.context = world["executionContextId"].as_i64();
    }

    /// A command of the page's session.
    pub async fn call(&mut self, method: &str, params: Value) -> Value {
        self.send(method, params).await
    }

    /// Goes to `url` and waits until its page has loaded.
    pub async fn goto(&mut self, url: &str) {
        self.call("Page.navigate", json!({"url": url})).await;
        self.wait_for("document.readyState === 'complete'").await;
    }

    /// The value of `script` (an expression; a promise is waited for).
    pub async fn eval(&mut self, script: &str) -> Value {
        let mut params = json!({"expression": script, "returnByValue": true, "awaitPromise": true});
        if let Some(context) = self.context {
            params["contextId"] = json!(context);
        }
        let r = self.call("Runtime.evaluate", params).await;
        if let Some(e) = r.get("exceptionDetails") {
            panic!("{script}: {e}");
        }
        r["result"]["value"].clone()
    }

    /// Waits (up to 30 s) until `condition` is true in the page (a page
    /// still loading, where it throws, is waited for too); else fails,
    /// saying what the page shows.
    pub async fn wait_for(&mut self, condition: &str) {
        if !self.shows_within(condition, Duration::from_secs(30)).await {
            let seen = self
                .eval(
                    "[document.activeElement && document.activeElement.outerHTML, \
                     (document.getElementById('notice') || {}).textContent, \
                     (document.getElementById('status') || {}).textContent]",
                )
                .await;
            panic!("the page never showed: {condition}; it shows {seen}");
        }
    }

    /// Whether `condition` came true in the page within `wait`.
    pub async fn shows_within(&mut self, condition: &str, wait: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + wait;
        let check = format!(
            "(() => {{ try {{ return !!({condition}); }} catch (e) {{ return false; }} }})()"
        );
        loop {
            if self.eval(&check).await == json!(true) {
                return true;
            }
            if tokio::time::Instant::now() >= deadline {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
    }

    /// The board page's step (`tile`, `follower`, `wait`, `over`) and
    /// turn, once it shows a step other than `wait` and a turn other than
    /// `was`.
    pub async fn next_page_step(&mut self, was: &str) -> (String, String) {
        let moved = format!(
            "document.body.dataset.step && document.body.dataset.step !== 'wait' \
             && document.body.dataset.turn !== {}",
            json!(was)
        );
        self.wait_for(&moved).await;
        let step = self.eval("document.body.dataset.step").await;
        let turn = self.eval("document.body.dataset.turn").await;
        (
            step.as_str().unwrap().to_string(),
            turn.as_str().unwrap().to_string(),
        )
    }

    /// Takes the board page's `step` by clicking, as a person would: a
    /// square where the tile fits, its first rotation, Confirm; then the
    /// first spot for a figure, or the step's main button (No follower).
    pub async fn click_page_step(&mut self, step: &str) {
        if step == "tile" {
            self.click("#centre").await;
            self.click(".fit").await;
            self.wait_for("document.querySelector('.preview')").await;
            self.click("#controls button.primary").await;
        } else if self.eval("!!document.querySelector('.spot')").await == json!(true) {
            self.click(".spot").await;
        } else {
            self.click("#controls button.primary").await;
        }
    }

    /// Clicks the middle of the first element `selector` finds, as a
    /// mouse (or, on a phone, a finger) would.
    pub async fn click(&mut self, selector: &str) {
        let script = format!(
            "(() => {{ const e = document.querySelector({sel}); \
             e.scrollIntoView({{block: 'nearest', inline: 'nearest'}}); \
             const r = e.getBoundingClientRect(); \
             return [r.left + r.width / 2, r.top + r.height / 2]; }})()",
            sel = json!(selector)
        );
        let at = self.eval(&script).await;
        let (x, y) = (at[0].as_f64().unwrap(), at[1].as_f64().unwrap());
        for kind in ["mousePressed", "mouseReleased"] {
            self.call(
                "Input.dispatchMouseEvent",
                json!({"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1}),
            )
            .await;
        }
    }

    /// Presses and lets go of a key (`Enter`, `Tab`, `r`…).
    pub async fn press(&mut self, key: &str) {
        let (code, text, vk) = match key {
            "Enter" => ("Enter", "\r", 13),
            "Tab" => ("Tab", "", 9),
            "0" => ("Digit0", "0", 48),
            k if k.len() == 1 => {
                let c = k.chars().next().unwrap();
                let code = format!("Key{}", c.to_ascii_uppercase());
                return self
                    .press_char(&code, k, c.to_ascii_uppercase() as i64)
                    .await;
            }
            other => panic!("no such key here: {other}"),
        };
        self.press_char(code, text, vk).await;
    }

    async fn press_char(&mut self, code: &str, text: &str, vk: i64) {
        let key = if text == "\r" {
            "Enter"
        } else if text.is_empty() {
            code
        } else {
            text
        };
        let down = if text.is_empty() {
            "rawKeyDown"
        } else {
            "keyDown"
        };
        let mut params = json!({"type": down, "key": key, "code": code,
                                "windowsVirtualKeyCode": vk, "nativeVirtualKeyCode": vk});
        if !text.is_empty() {
            params["text"] = json!(text);
        }
        self.call("Input.dispatchKeyEvent", params).await;
        self.call(
            "Input.dispatchKeyEvent",
            json!({"type": "keyUp", "key": key, "code": code,
                   "windowsVirtualKeyCode": vk, "nativeVirtualKeyCode": vk}),
        )
        .await;
    }

    /// A screenshot of the page as shown, as PNG, written to `path`.
    pub async fn screenshot(&mut self, path: &std::path::Path) {
        use base64::Engine;
        let shot = self
            .call("Page.captureScreenshot", json!({"format": "png"}))
            .await;
        let png = base64::engine::general_purpose::STANDARD
            .decode(shot["data"].as_str().unwrap())
            .unwrap();
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).unwrap();
        }
        std::fs::write(path, png).unwrap();
    }

    pub async fn close(mut self) {
        let _ = self.socket.close(None).await;
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The DevTools address Chromium prints when it starts (within 30 s).
fn devtools_url(child: &mut std::process::Child) -> String {
    let stderr = child.stderr.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    // Whatever else it says is read and let go, so that its pipe never
    // fills.
    std::thread::spawn(move || {
        for line in std::io::BufReader::new(stderr).lines() {
            let Ok(line) = line else { return };
            if let Some(at) = line.find("ws://") {
                let _ = tx.send(line[at..].trim().to_string());
            }
        }
    });
    rx.recv_timeout(Duration::from_secs(30))
        .expect("Chromium listening within 30 s")
}
