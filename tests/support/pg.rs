//! A throwaway PostgreSQL server for the tests of one test process: made
//! with `initdb` in a temporary folder, started with `pg_ctl` on a free
//! loopback port, and stopped (and its folder removed) when the process
//! ends. As root (CI), the server runs as `nobody`, since PostgreSQL
//! refuses to run as root. Each caller gets a database of its own.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

pub struct Server {
    bin: PathBuf,
    port: u16,
    data: PathBuf,
    log: PathBuf,
    options: String,
    root: bool,
}

/// Why PostgreSQL could not be started, or the server.
static SERVER: OnceLock<Result<Server, String>> = OnceLock::new();
/// The same, writing to disk as a real server does (for benchmarks).
static DURABLE: OnceLock<Result<Server, String>> = OnceLock::new();

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// The folder of `initdb` and `pg_ctl`: Debian's newest, else the PATH's.
fn bin_dir() -> Option<PathBuf> {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path().join("bin"))
        .filter(|p| p.join("initdb").exists() && p.join("pg_ctl").exists())
        .collect();
    versions.sort_by_key(|p| {
        p.parent()
            .and_then(|v| v.file_name())
            .and_then(|v| v.to_str())
            .and_then(|v| v.parse::<u32>().ok())
            .unwrap_or(0)
    });
    versions.pop().or_else(|| {
        let out = Command::new("sh")
            .args(["-c", "command -v pg_ctl"])
            .output()
            .ok()?;
        let path = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        path.parent().map(Path::to_path_buf)
    })
}

/// A server program, run as `nobody` when this process is root.
fn as_server_user(bin: &Path, program: &str, root: bool) -> Command {
    if root {
        let mut c = Command::new("runuser");
        c.args(["-u", "nobody", "--"]).arg(bin.join(program));
        c
    } else {
        Command::new(bin.join(program))
    }
}

fn run(mut c: Command, what: &str) -> Result<(), String> {
    let out = c.output().map_err(|e| format!("{what}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{what} failed: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// Starts a server; `durable` keeps PostgreSQL's defaults for writing to
/// disk (fsync, full pages), else the tests' quick settings without them.
/// Commits never wait for the disk (`synchronous_commit=off`, like
/// SQLite's WAL with `synchronous=NORMAL`: a crash of the machine may lose
/// the last moments, never a half transaction).
fn start(durable: bool) -> Result<Server, String> {
    let bin = bin_dir().ok_or("no initdb or pg_ctl (Debian's postgresql package)")?;
    let root = is_root();
    let dir = std::env::temp_dir().join(format!(
        "carcassonne-pg-{}-{}",
        std::process::id(),
        rand::random::<u32>()
    ));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    if root {
        run(
            {
                let mut c = Command::new("chown");
                c.arg("nobody").arg(&dir);
                c
            },
            "chown",
        )?;
    }
    let data = dir.join("data");
    let mut init = as_server_user(&bin, "initdb", root);
    init.arg("-D")
        .arg(&data)
        .args(["-U", "bot", "-A", "trust", "-E", "UTF8", "--no-sync"]);
    run(init, "initdb")?;
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .map_err(|e| format!("a free port: {e}"))?
        .port();
    let quick = if durable {
        ""
    } else {
        " -c fsync=off -c full_page_writes=off"
    };
    let options = format!(
        "-p {port} -k {} -c listen_addresses=127.0.0.1 -c synchronous_commit=off -c max_connections=200{quick}",
        dir.display()
    );
    let mut ctl = as_server_user(&bin, "pg_ctl", root);
    ctl.arg("-D")
        .arg(&data)
        .arg("-l")
        .arg(dir.join("log"))
        .args(["-w", "-o", &options, "start"]);
    run(ctl, "pg_ctl start")?;
    // Stopped when this process ends, however it ends.
    let stop = format!(
        "while kill -0 {pid} 2>/dev/null; do sleep 1; done; {runas}{ctl} -D {data} stop -m immediate >/dev/null 2>&1; rm -rf {dir}",
        pid = std::process::id(),
        runas = if root { "runuser -u nobody -- " } else { "" },
        ctl = bin.join("pg_ctl").display(),
        data = data.display(),
        dir = dir.display(),
    );
    Command::new("sh")
        .args(["-c", &stop])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .map_err(|e| format!("the watchdog: {e}"))?;
    Ok(Server {
        bin,
        port,
        data,
        log: dir.join("log"),
        options,
        root,
    })
}

/// A server of the caller's own, which it may stop and start again (the
/// others are shared by a test process's tests).
#[allow(dead_code)]
pub fn own_server() -> Option<Server> {
    match start(false) {
        Ok(s) => Some(s),
        Err(why) if std::env::var_os("CI").is_some() => {
            panic!("PostgreSQL is needed in CI: {why}")
        }
        Err(why) => {
            eprintln!("SKIPPED (no PostgreSQL): {why}");
            None
        }
    }
}

/// The server, started on first use; `Err` says why it cannot be.
pub fn server() -> Result<&'static Server, String> {
    SERVER
        .get_or_init(|| start(false))
        .as_ref()
        .map_err(Clone::clone)
}

/// A server that writes to disk as a production one does, for benchmarks.
pub fn durable_server() -> Result<&'static Server, String> {
    DURABLE
        .get_or_init(|| start(true))
        .as_ref()
        .map_err(Clone::clone)
}

#[allow(dead_code)]
impl Server {
    /// Stops the server at once (its clients' connections break).
    pub fn stop(&self) {
        let mut ctl = as_server_user(&self.bin, "pg_ctl", self.root);
        ctl.arg("-D")
            .arg(&self.data)
            .args(["-w", "-m", "immediate", "stop"]);
        run(ctl, "pg_ctl stop").expect("the server stops");
    }

    /// Starts a stopped server again, on the same port.
    pub fn start_again(&self) {
        let mut ctl = as_server_user(&self.bin, "pg_ctl", self.root);
        ctl.arg("-D")
            .arg(&self.data)
            .arg("-l")
            .arg(&self.log)
            .args(["-w", "-o", &self.options, "start"]);
        run(ctl, "pg_ctl start").expect("the server starts again");
    }

    /// A new, empty database on the server, as a URL.
    pub fn database(&self, name: &str) -> String {
        let db = format!(
            "{}_{}",
            name.replace(|c: char| !c.is_ascii_alphanumeric(), "_"),
            rand::random::<u32>()
        );
        let out = Command::new(self.bin.join("createdb"))
            .args(["-h", "127.0.0.1", "-p", &self.port.to_string(), "-U", "bot"])
            .arg(&db)
            .output()
            .expect("createdb runs");
        assert!(
            out.status.success(),
            "createdb {db}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        format!("postgres://bot@127.0.0.1:{}/{db}", self.port)
    }
}

/// The server for a test that needs it. Where it cannot be started the
/// test says so and is skipped, except in CI, where that is a failure.
pub fn required() -> Option<&'static Server> {
    match server() {
        Ok(s) => Some(s),
        Err(why) if std::env::var_os("CI").is_some() => {
            panic!("PostgreSQL is needed in CI: {why}")
        }
        Err(why) => {
            eprintln!("SKIPPED (no PostgreSQL): {why}");
            None
        }
    }
}
