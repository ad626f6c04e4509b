//! `--guess` and `--guess-lost` on `sequence` and `table`: find a closed
//! form for the computed values (or a predicate for the lost positions), say
//! how far it was checked, and print it in the `--check` syntax and as Rust.
//!
//! First the structured answers the theory predicts ([`forms`]): a proven
//! period written out (proven by `grundy::period`'s theorems, the only
//! formulas labelled "proven"), and piecewise forms by residue class. Then
//! a bottom-up enumeration ([`search`]) of the expression language by size,
//! smaller than the structured answer, within a budget. Every formula
//! reported has been evaluated on every computed value, twice: by the
//! guesser's own evaluator, and by parsing its printed text with the
//! `--check` parser and evaluating that; so a reported fit cannot be wrong
//! on the values computed. Beyond them, only a theorem says anything.

mod forms;
mod search;
mod term;

use crate::builtin::RUST_HELPERS;
use crate::expr::Expr;
use crate::grouped;
use grundy::period::{Evidence, Period, Theorem};
use search::{Budget, Problem, Target};
use std::fmt::Write as _;
use std::io::IsTerminal as _;
use std::time::{Duration, Instant};
use term::{Arena, Bin, Node};

/// The largest formula the search tries.
pub const MAX_SIZE: usize = 15;
/// Seconds of search for a formula smaller than a structured answer.
const STRUCTURED_SEARCH: f64 = 1.0;
/// Candidates tried at most, whatever the time budget (bounded work).
const MAX_CANDIDATES: u64 = 2_000_000_000;

/// What the caller asks.
pub struct Ask {
    /// Seconds of search.
    pub budget: f64,
    /// A predicate for the value-0 positions instead of the values.
    pub lost: bool,
}

/// The report, and whether a formula was found.
pub struct Report {
    pub text: String,
    pub found: bool,
}

/// Appends the reports of `--guess` and `--guess-lost` (as `options` ask)
/// to `out`, made by `report`; [`crate::Failure::NoFormula`] if one found
/// nothing.
pub fn append<O: Options>(
    mut out: String,
    options: &O,
    mut report: impl FnMut(&Ask) -> Report,
) -> Result<String, crate::Failure> {
    let mut missed = false;
    for (on, lost) in [(options.guess(), false), (options.guess_lost(), true)] {
        if on {
            let r = report(&Ask {
                budget: options.budget(),
                lost,
            });
            out += &r.text;
            missed |= !r.found;
        }
    }
    if missed {
        Err(crate::Failure::NoFormula(out))
    } else {
        Ok(out)
    }
}

/// The options of a command that guesses.
pub trait Options {
    fn guess(&self) -> bool;
    fn guess_lost(&self) -> bool;
    fn budget(&self) -> f64;
}

impl Options for crate::cli::SequenceOptions {
    fn guess(&self) -> bool {
        self.guess
    }
    fn guess_lost(&self) -> bool {
        self.guess_lost
    }
    fn budget(&self) -> f64 {
        self.budget
    }
}

impl Options for crate::cli::TableArgs {
    fn guess(&self) -> bool {
        self.guess
    }
    fn guess_lost(&self) -> bool {
        self.guess_lost
    }
    fn budget(&self) -> f64 {
        self.budget
    }
}

/// A progress line on stderr, drawn on a terminal only, from a second on.
pub struct Progress {
    start: Instant,
    drawn: bool,
    terminal: bool,
}

impl Progress {
    pub fn new() -> Progress {
        Progress {
            start: Instant::now(),
            drawn: false,
            terminal: std::io::stderr().is_terminal(),
        }
    }

    pub fn show(&mut self, message: &str) {
        if self.terminal && self.start.elapsed() >= Duration::from_secs(1) {
            eprint!("\r\x1b[2K{:.1} s: {}", self.start.elapsed().as_secs_f64(), message);
            self.drawn = true;
        }
    }

    pub fn clear(self) {
        if self.drawn {
            eprint!("\r\x1b[2K");
        }
    }
}

/// A formula that fits, and why it is believed.
struct Found {
    root: u32,
    how: String,
    proof: Option<String>,
}

/// `--guess` / `--guess-lost` of a sequence `g` (of `n = 0..g.len()`), with
/// the period the library proved, if any.
pub fn sequence(g: &[u32], proven: Option<&Period>, ask: &Ask) -> Report {
    let values: Vec<i64> = g.iter().map(|&v| i64::from(v)).collect();
    let mut arena = Arena::default();
    let n = arena.push(Node::Var(0));
    let mut structured: Vec<Found> = Vec::new();
    if ask.lost {
        let lost: Vec<bool> = g.iter().map(|&v| v == 0).collect();
        if let Some((root, m, s)) = forms::lost_residues(&mut arena, n, &lost) {
            let proof = proven.and_then(|p| periodic_proof(p, m, s, g.len()));
            structured.push(Found {
                root,
                how: format!("a set of residues mod {}{}", m, from_on(s)),
                proof,
            });
        }
    } else {
        if let Some((root, m, s)) = forms::residue_classes(&mut arena, n, &values) {
            // Proven where every class is constant (then it is periodic).
            let proof = proven.and_then(|p| {
                let constant = (s..g.len()).all(|i| i + (m as usize) >= g.len() || g[i] == g[i + m as usize]);
                if constant {
                    periodic_proof(p, m, s, g.len())
                } else {
                    None
                }
            });
            structured.push(Found {
                root,
                how: format!(
                    "by residue class mod {}{}, each an arithmetic progression",
                    m,
                    from_on(s)
                ),
                proof,
            });
        }
        if let Some(p) = proven {
            if p.saltus == 0 && p.pre + p.period <= g.len() && structured.is_empty() {
                let root = forms::periodic(&mut arena, n, &values, p.pre, p.period);
                structured.push(Found {
                    root,
                    how: format!(
                        "the proven period written out (pre-period {}, period {})",
                        p.pre, p.period
                    ),
                    proof: periodic_proof(p, p.period as i64, p.pre, g.len()),
                });
            }
        }
    }
    let target = if ask.lost {
        Target::Lost(g.iter().map(|&v| v == 0).collect())
    } else {
        Target::Values(values)
    };
    let problem = Problem {
        vars: vec!["n"],
        points: (0..g.len() as i64).map(|i| vec![i]).collect(),
        target,
        arena,
        leaves: Vec::new(),
    };
    let what = format!(
        "{} computed values (n = 0..={})",
        grouped(g.len() as u64),
        g.len() - 1
    );
    run(problem, structured, ask, &what)
}

/// `--guess` / `--guess-lost` of a table `t[x][y]`; the leaves include
/// `min(x, y)`, `max(x, y)`, `x ^ y`, `x + y` and `abs(x - y)` at size 1.
pub fn table(t: &[Vec<u32>], ask: &Ask) -> Report {
    let mut arena = Arena::default();
    let x = arena.push(Node::Var(0));
    let y = arena.push(Node::Var(1));
    let mut leaves = Vec::new();
    for op in [Bin::Min, Bin::Max, Bin::Xor, Bin::Add] {
        leaves.push(arena.push(Node::Bin(op, x, y)));
    }
    let d = arena.push(Node::Bin(Bin::Sub, x, y));
    leaves.push(arena.push(Node::Call(crate::builtin::Builtin::Abs, d)));
    let mut points = Vec::new();
    let mut want = Vec::new();
    for (i, row) in t.iter().enumerate() {
        for (j, &v) in row.iter().enumerate() {
            points.push(vec![i as i64, j as i64]);
            want.push(v);
        }
    }
    // Diagonals first in the sample order: the first points of a table are
    // its low corner, read by anti-diagonals.
    let mut order: Vec<usize> = (0..points.len()).collect();
    order.sort_by_key(|&i| (points[i][0] + points[i][1], points[i][0]));
    let points: Vec<Vec<i64>> = order.iter().map(|&i| points[i].clone()).collect();
    let want: Vec<u32> = order.iter().map(|&i| want[i]).collect();
    let target = if ask.lost {
        Target::Lost(want.iter().map(|&v| v == 0).collect())
    } else {
        Target::Values(want.iter().map(|&v| i64::from(v)).collect())
    };
    let problem = Problem {
        vars: vec!["x", "y"],
        points,
        target,
        arena,
        leaves,
    };
    let n = t.len();
    let what = format!("{} computed cells ({} x {})", grouped((n * n) as u64), n, n);
    run(problem, Vec::new(), ask, &what)
}

/// ` from n = s on` or nothing.
fn from_on(s: usize) -> String {
    if s == 0 {
        String::new()
    } else {
        format!(" from n = {} on (the first {} listed)", s, s)
    }
}

/// Why a formula that is periodic with modulus `m` from `s` on equals `g`
/// everywhere, given the period `p` the library proved: both repeat with
/// `lcm(m, p.period)` from `max(s, p.pre)`, and `len` values cover a whole
/// such stretch.
fn periodic_proof(p: &Period, m: i64, s: usize, len: usize) -> Option<String> {
    let theorem = match p.evidence {
        Evidence::Proven(Theorem::GuySmith) => "the Guy-Smith theorem".to_string(),
        Evidence::Proven(Theorem::RepeatedWindow { window }) => {
            format!("a repeated window of {} values", window)
        }
        Evidence::Observed { .. } => return None,
    };
    if p.saltus != 0 {
        return None;
    }
    let m = m as usize;
    let l = lcm(m, p.period)?;
    let from = s.max(p.pre);
    if from.checked_add(l)? > len {
        return None;
    }
    Some(format!(
        "proven: the values have the period (pre-period {}, period {}) by {}, the formula \
         repeats every {} from n = {}, and they agree on n = 0..{}, more than a whole \
         period of both",
        p.pre,
        p.period,
        theorem,
        m,
        s,
        from + l
    ))
}

fn lcm(a: usize, b: usize) -> Option<usize> {
    let (mut x, mut y) = (a, b);
    while y != 0 {
        let t = x % y;
        x = y;
        y = t;
    }
    (a / x).checked_mul(b)
}

/// Checks the structured answers, searches below the smallest, and writes
/// the report.
fn run(mut problem: Problem, structured: Vec<Found>, ask: &Ask, what: &str) -> Report {
    let vars = problem.vars.clone();
    let label = if ask.lost { "guess-lost" } else { "guess" };
    let mut fits: Vec<Found> = structured
        .into_iter()
        .filter(|f| verified(&problem, f.root))
        .collect();
    let smallest = fits
        .iter()
        .map(|f| problem.arena.size(f.root))
        .min()
        .unwrap_or(MAX_SIZE + 1);
    // With a structured answer in hand, a shorter search for a smaller one.
    let seconds = if fits.is_empty() {
        ask.budget
    } else {
        ask.budget.min(STRUCTURED_SEARCH)
    };
    let budget = Budget {
        time: Duration::from_secs_f64(seconds),
        candidates: MAX_CANDIDATES,
        max_size: (smallest - 1).min(MAX_SIZE),
    };
    let outcome = search::search(&mut problem, budget, true);
    if let Some(root) = outcome.found {
        if verified(&problem, root) {
            fits.insert(
                0,
                Found {
                    root,
                    how: format!(
                        "found by search in {:.2} s ({} candidates)",
                        outcome.elapsed.as_secs_f64(),
                        grouped(outcome.candidates)
                    ),
                    proof: None,
                },
            );
        }
    }
    let mut out = String::new();
    if fits.is_empty() {
        let _ = writeln!(
            out,
            "{}: no formula within the budget (size <= {}; {:.1} s, {} candidates tried, {} \
             kept){}",
            label,
            outcome.complete_size,
            outcome.elapsed.as_secs_f64(),
            grouped(outcome.candidates),
            grouped(outcome.kept as u64),
            if outcome.complete_size >= MAX_SIZE {
                ""
            } else {
                "; a larger --budget searches further"
            }
        );
        return Report {
            text: out,
            found: false,
        };
    }
    for f in &fits {
        let check = problem.arena.check_text(f.root, &vars);
        let rust = problem.arena.rust_text(f.root, &vars);
        let _ = writeln!(
            out,
            "{}: `{}` (size {}, {})",
            label,
            check,
            problem.arena.size(f.root),
            f.how
        );
        let _ = writeln!(
            out,
            "  rust ({} as i64): {}{}",
            vars.join(", "),
            rust,
            if ask.lost { " != 0" } else { "" }
        );
        if problem.arena.needs_helpers(f.root) {
            let _ = writeln!(out, "  rust helpers: {}", RUST_HELPERS);
        }
        match &f.proof {
            Some(proof) => {
                let _ = writeln!(out, "  {}", proof);
            }
            None => {
                let _ = writeln!(
                    out,
                    "  fits all {}{}; not a proof",
                    what,
                    if ask.lost {
                        " (true exactly where the value is 0)"
                    } else {
                        ""
                    }
                );
            }
        }
    }
    Report {
        text: out,
        found: true,
    }
}

/// Whether the formula at `root`, printed and read back by the `--check`
/// parser, gives the target at every point: the check that makes a wrong
/// report impossible whatever the guesser's own evaluator does.
fn verified(problem: &Problem, root: u32) -> bool {
    let text = problem.arena.check_text(root, &problem.vars);
    let expr = match Expr::parse(&text, &problem.vars) {
        Ok(e) => e,
        Err(_) => return false,
    };
    let mut stack = Vec::new();
    problem.points.iter().enumerate().all(|(i, p)| {
        let v = expr.eval_with(&mut stack, p);
        match (&problem.target, v) {
            (Target::Values(t), Ok(v)) => t[i] == v,
            (Target::Lost(t), Ok(v)) => t[i] == (v != 0),
            (_, Err(_)) => false,
        }
    })
}
