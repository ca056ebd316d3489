//! The game service's tests on PostgreSQL: the same tests as
//! `service/`, each on a new database of a throwaway server started for
//! this process (see `support/pg.rs`).

#[path = "service/main.rs"]
mod service;
