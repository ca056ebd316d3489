//! `carcassonne-bot play`: the board on the player's own machine, with no
//! Discord. Games are kept in a SQLite file of their own; the people at
//! the screen take turns, and computer players move on the same timers as
//! in Discord. The store keeps no outbox (what Discord would be shown):
//! the board shows the game itself.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use super::home::Home;
use super::server::{BoardServer, serve};
use super::tokens::SigningKey;
use crate::game::{Service, TimerRunner};
use crate::store::Store;

/// The port `play` listens on unless told.
pub const DEFAULT_PORT: u16 = 7878;
/// Seconds a computer player waits before it moves, so that each move can
/// be seen.
pub const COMPUTER_PAUSE_SECONDS: i64 = 1;

/// Plays computer turns as they fall due, for ever.
pub async fn keep_games_going(service: Service) {
    let runner = TimerRunner::new(service.clone());
    let mut changes = service.changes();
    loop {
        let waited_on_busy = match runner.look().await {
            Ok(look) => {
                for job in look.jobs {
                    let game = job.game_id();
                    let fired = runner.fire(job).await;
                    runner.rest(game, &fired);
                    runner.done(game);
                }
                look.waiting_on_busy
            }
            Err(e) => {
                tracing::warn!(error = %e, "could not look for due timers");
                false
            }
        };
        let sleep = runner.next_look_in(waited_on_busy).await;
        tokio::select! {
            _ = tokio::time::sleep(sleep) => {}
            heard = changes.next() => {
                if heard.is_none() {
                    return;
                }
            }
        }
    }
}

/// What `carcassonne-bot play` was asked.
#[derive(Clone, Debug)]
pub struct PlayOptions {
    pub port: u16,
    /// Open the page in the browser.
    pub open: bool,
    /// The folder the games and the session key are kept in.
    pub folder: PathBuf,
}

/// The session key kept in `folder` (made on the first run), so that a
/// page stays signed in across restarts: readable by its owner only.
pub fn home_key(folder: &Path) -> Result<SigningKey, String> {
    let path = folder.join("play.key");
    if let Ok(text) = std::fs::read_to_string(&path)
        && let Some(key) = SigningKey::new(text.trim().as_bytes())
    {
        // A key an older version left readable by others is made private.
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let private = std::fs::Permissions::from_mode(0o600);
            let _ = std::fs::set_permissions(&path, private);
        }
        return Ok(key);
    }
    let secret: String = (0..64)
        .map(|_| char::from(b"0123456789abcdef"[usize::from(rand::random::<u8>() % 16)]))
        .collect();
    private_folder(folder).map_err(|e| format!("cannot make {}: {e}", folder.display()))?;
    write_private(&path, &secret).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    SigningKey::new(secret.as_bytes()).ok_or_else(|| "the new key is too short".to_string())
}

/// Makes `folder` where it is missing, readable by its owner only (0700
/// on Unix): it holds the session key and the games.
fn private_folder(folder: &Path) -> std::io::Result<()> {
    let mut builder = std::fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(folder)
}

/// Writes `text` to a new file at `path` that only its owner may read or
/// write (0600 on Unix), made so from the start.
fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = options.open(path)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        file.set_permissions(std::fs::Permissions::from_mode(0o600))?;
    }
    file.write_all(text.as_bytes())?;
    file.sync_all()
}

/// Runs `play` until Ctrl-C: the games' store, the computer players, and
/// the board on 127.0.0.1.
pub async fn play(opts: PlayOptions) -> Result<(), String> {
    let url = format!("sqlite://{}", opts.folder.join("play.db").display());
    let store = Store::open(&url).await.map_err(|e| e.to_string())?;
    let _sole = store.sole_process().map_err(|e| e.to_string())?;
    let service = Service::new(store.without_outbox()).with_computer_pause(COMPUTER_PAUSE_SECONDS);
    let key = home_key(&opts.folder)?;
    let addr = SocketAddr::from(([127, 0, 0, 1], opts.port));
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(|e| format!("cannot listen on {addr}: {e} (choose another with --port)"))?;
    let renderer = Arc::new(crate::render::Renderer::with_fonts(
        crate::assets::fallback_fonts(),
    ));
    let board = BoardServer::new(service.clone(), key, renderer).at_home(Home);
    tokio::spawn(keep_games_going(service));
    let address = format!("http://{addr}/");
    println!("Carcassonne is ready: open {address} in your browser (Ctrl-C to stop).");
    if opts.open {
        open_browser(&address);
    }
    let stop = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    serve(listener, board, stop).await;
    tokio::time::sleep(Duration::from_millis(50)).await;
    Ok(())
}

/// Asks the desktop to open `address` (best effort: the address is
/// printed anyway).
fn open_browser(address: &str) {
    let opener = if cfg!(target_os = "macos") {
        "open"
    } else if cfg!(target_os = "windows") {
        "explorer"
    } else {
        "xdg-open"
    };
    let spawned = std::process::Command::new(opener)
        .arg(address)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn();
    if spawned.is_err() {
        println!("(Could not open a browser by itself; copy the address above.)");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn the_session_key_is_its_owners_alone() {
        use std::os::unix::fs::PermissionsExt;
        let base = std::env::temp_dir().join(format!(
            "carcassonne-key-{}-{}",
            std::process::id(),
            rand::random::<u32>()
        ));
        let folder = base.join("play");
        let key = home_key(&folder).unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&folder.join("play.key")), 0o600);
        assert_eq!(mode(&folder), 0o700);
        // A key left readable by others is made private when read, and
        // is the same key.
        let loose = std::fs::Permissions::from_mode(0o644);
        std::fs::set_permissions(folder.join("play.key"), loose).unwrap();
        let again = home_key(&folder).unwrap();
        assert_eq!(mode(&folder.join("play.key")), 0o600);
        let watch = super::super::tokens::Grant::Watch {
            game: 1,
            generation: 0,
        };
        assert_eq!(again.sign(watch, 9), key.sign(watch, 9));
        let _ = std::fs::remove_dir_all(&base);
    }
}
