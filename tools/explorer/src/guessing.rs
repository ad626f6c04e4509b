//! `--guess` and `--guess-lost` as the command line asks them: the flags and
//! the budget read from [`cli`](crate::cli)'s types, the guesser
//! ([`grundy_guess`]) run once for each flag given, and a miss turned into
//! exit status 3 ([`Failure::NoFormula`]).
//!
//! The guesser itself knows nothing of the command line: it takes a plain
//! [`Ask`] and returns a [`Report`]. The flags and the exit status are the
//! explorer's, so they are here.

use crate::cli::{SequenceOptions, TableArgs};
use crate::failure::Failure;
use grundy_guess::{Ask, Report};

/// The options of a command that guesses (`sequence` and `table`).
pub trait Options {
    /// `--guess`: a formula for the values.
    fn guess(&self) -> bool;
    /// `--guess-lost`: a predicate for the lost positions.
    fn guess_lost(&self) -> bool;
    /// `--budget`: CPU seconds of search.
    fn budget(&self) -> f64;
    /// `--tries`: formulas each search may try.
    fn tries(&self) -> u64;
}

impl Options for SequenceOptions {
    fn guess(&self) -> bool {
        self.guess
    }
    fn guess_lost(&self) -> bool {
        self.guess_lost
    }
    fn budget(&self) -> f64 {
        self.budget
    }
    fn tries(&self) -> u64 {
        self.tries
    }
}

impl Options for TableArgs {
    fn guess(&self) -> bool {
        self.guess
    }
    fn guess_lost(&self) -> bool {
        self.guess_lost
    }
    fn budget(&self) -> f64 {
        self.budget
    }
    fn tries(&self) -> u64 {
        self.tries
    }
}

/// Appends the reports of `--guess` and `--guess-lost` (as `options` ask)
/// to `out`, made by `report`; [`Failure::NoFormula`] if one found
/// nothing.
pub fn append<O: Options>(
    mut out: String,
    options: &O,
    mut report: impl FnMut(&Ask) -> Report,
) -> Result<String, Failure> {
    let mut missed = false;
    for (on, lost) in [(options.guess(), false), (options.guess_lost(), true)] {
        if on {
            let mut ask = Ask::new(options.budget(), lost);
            ask.candidates = options.tries();
            let r = report(&ask);
            out += &r.text;
            missed |= !r.found;
        }
    }
    if missed {
        Err(Failure::NoFormula(out))
    } else {
        Ok(out)
    }
}
