//! When each slash command arrived, so that its first answer (the defer)
//! can be timed for the operators' metrics.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::metrics::{self, Interaction};

/// Commands seen and not answered yet, by interaction id.
#[derive(Clone, Default)]
pub struct Arrivals(Arc<Mutex<HashMap<u64, Instant>>>);

/// More unanswered commands than this are forgotten at once (commands
/// that failed before any answer leave their entries behind).
const MOST: usize = 4096;

impl Arrivals {
    /// A command arrived now.
    pub fn arrived(&self, id: u64) {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if map.len() >= MOST {
            map.clear();
        }
        map.insert(id, Instant::now());
    }

    /// A command got its first answer (only the first is timed).
    pub fn answered(&self, id: u64) {
        let arrived = self.0.lock().unwrap_or_else(|e| e.into_inner()).remove(&id);
        if let Some(at) = arrived {
            metrics::first_answer(Interaction::Command, at.elapsed());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_first_answer_is_timed_and_the_map_stays_bounded() {
        let a = Arrivals::default();
        a.arrived(1);
        a.answered(1);
        a.answered(1);
        assert!(a.0.lock().unwrap().is_empty());
        for id in 0..(MOST as u64 + 10) {
            a.arrived(id);
        }
        assert!(a.0.lock().unwrap().len() <= MOST);
    }
}
