//! The guesser: a closed form for computed Grundy values, or a predicate
//! for the lost positions (value 0), found in an integer expression
//! language, said how far it was checked, and printed both in the explorer's
//! `--check` syntax and as Rust to paste into a solution. The `grundy`
//! explorer's `--guess` and `--guess-lost` call it; a scratch crate can too:
//!
//! ```
//! use grundy_guess::{sequence, Ask};
//! // Take 1 or 2 stones: g(n) = n % 3.
//! let g: Vec<u32> = (0..60).map(|n| n % 3).collect();
//! let report = sequence(&g, None, &Ask::new(1.0, false));
//! assert!(report.found);
//! assert!(report.text.contains("n % 3"), "{}", report.text);
//! ```
//!
//! The public parts: [`sequence`] (values `g(n)`), [`table`] (values
//! `g(x, y)`) and [`joint::joint`] (one formula in `n` and a rule's
//! constant `k` over several sequences), each given an [`Ask`] (the time
//! budget, values or lost positions) and returning a [`Report`]; and the
//! expression language they write in, [`expr`] (parse and evaluate, as
//! `--check` does) with its functions in [`builtin`].
//!
//! How: first the structured answers the theory predicts (`forms`): a
//! proven period written out (proven by `grundy::period`'s theorems, the
//! only formulas labelled "proven"), and piecewise forms by residue class.
//! Then a bottom-up enumeration (`search`) of the expression language by
//! size, smaller than the structured answer, within a budget. Every formula
//! reported has been evaluated on every computed value, twice: by the
//! guesser's own evaluator, and by parsing its printed text with the
//! `--check` parser and evaluating that; so a reported fit cannot be wrong
//! on the values computed. Beyond them, only a theorem says anything.
#![warn(missing_docs)]

pub mod builtin;
pub mod expr;
mod forms;
pub mod joint;
mod search;
mod term;
#[cfg(test)]
mod tests;

use crate::builtin::{Builtin, RUST_HELPERS};
use crate::expr::Expr;
use grundy::period::{Evidence, Period, Theorem};
use grundy_shared::clock::CpuInstant;
use grundy_shared::quote::grouped;
use search::{Budget, Problem, Target};
use std::fmt::Write as _;
use std::time::Duration;
use term::{Arena, Bin, Node};

/// The largest formula the search tries, in nodes.
pub const MAX_SIZE: usize = 15;
/// The longest pre-period plus period written out as a lookup (a longer
/// one would be a formula of thousands of nodes, nested beyond what the
/// `--check` parser reads back).
const LOOKUP_CAP: usize = 600;
/// The most values of a sequence a guess reads.
const POINTS_CAP: usize = 2_000_000;
/// Seconds of search for a formula smaller than a structured answer.
const STRUCTURED_SEARCH: f64 = 1.0;
/// Candidates tried at most, whatever the time budget (bounded work).
pub const MAX_CANDIDATES: u64 = 2_000_000_000;

/// What the caller asks: how long to search, and for what.
pub struct Ask {
    /// CPU seconds of search (this process's, so the same at any load).
    pub budget: f64,
    /// A predicate for the value-0 positions instead of the values.
    pub lost: bool,
    /// When the guess began, in this process's CPU time: the budget
    /// counts the CPU seconds from here (the same answer at any load).
    pub start: CpuInstant,
    /// Candidates each search may try (the tests' deterministic budget).
    pub candidates: u64,
}

impl Ask {
    /// A search of `budget` seconds from now for the values (`lost =
    /// false`) or for the lost positions (`lost = true`), with the default
    /// cap of [`MAX_CANDIDATES`] candidates.
    ///
    /// ```
    /// let ask = grundy_guess::Ask::new(2.0, true);
    /// assert!(ask.lost && ask.budget == 2.0);
    /// assert_eq!(ask.candidates, grundy_guess::MAX_CANDIDATES);
    /// ```
    pub fn new(budget: f64, lost: bool) -> Ask {
        Ask {
            budget,
            lost,
            start: CpuInstant::now(),
            candidates: MAX_CANDIDATES,
        }
    }
}

/// The report, and whether a formula was found.
pub struct Report {
    /// What to print: the formula in the `--check` syntax and as Rust, how
    /// far it was checked and why it is believed, or what was searched.
    pub text: String,
    /// Whether a formula fits every value (else `text` says none was found).
    pub found: bool,
}

/// A formula that fits, and why it is believed.
struct Found {
    root: u32,
    how: String,
    proof: Option<String>,
}

/// `--guess` / `--guess-lost` of a sequence `g` (of `n = 0..g.len()`), with
/// the period the library proved, if any.
///
/// ```
/// use grundy_guess::{sequence, Ask};
/// // Lost exactly at the multiples of 4 (take 1, 2 or 3).
/// let g: Vec<u32> = (0..80).map(|n| n % 4).collect();
/// let report = sequence(&g, None, &Ask::new(1.0, true));
/// assert!(report.found, "{}", report.text);
/// ```
pub fn sequence(all: &[u32], proven: Option<&Period>, ask: &Ask) -> Report {
    // A period search may compute millions of values: the guess reads the
    // first POINTS_CAP of them (its points take 32 bytes each), and says so.
    let g = &all[..all.len().min(POINTS_CAP)];
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
        } else if let Some(p) =
            proven.filter(|p| p.saltus == 0 && p.pre + p.period <= g.len().min(LOOKUP_CAP))
        {
            let flags: Vec<i64> = lost.iter().map(|&b| i64::from(b)).collect();
            let root = forms::periodic(&mut arena, n, &flags, p.pre, p.period);
            structured.push(Found {
                root,
                how: format!(
                    "the lost positions of the proven period written out (pre-period {}, \
                     period {})",
                    p.pre, p.period
                ),
                proof: periodic_proof(p, p.period as i64, p.pre, g.len()),
            });
        }
    } else {
        if let Some((root, m, s)) = forms::residue_classes(&mut arena, n, &values) {
            // Proven where every class is constant (then it is periodic).
            let proof = proven.and_then(|p| {
                let constant =
                    (s..g.len()).all(|i| i + (m as usize) >= g.len() || g[i] == g[i + m as usize]);
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
        if structured.is_empty() {
            let share = Duration::from_secs_f64(ask.budget / 4.0);
            if let Some((root, a)) = trend(&mut arena, n, &values, share, ask.candidates) {
                structured.push(Found {
                    root,
                    how: format!("{} n plus a bounded part, each guessed on its own", a),
                    proof: None,
                });
            }
        }
        if let Some(p) = proven {
            if p.saltus == 0 && p.pre + p.period <= g.len().min(LOOKUP_CAP) && structured.is_empty()
            {
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
    let what = if g.len() < all.len() {
        format!(
            "the first {} of the {} computed values (n = 0..={})",
            grouped(g.len() as u64),
            grouped(all.len() as u64),
            g.len() - 1
        )
    } else {
        format!(
            "{} computed values (n = 0..={})",
            grouped(g.len() as u64),
            g.len() - 1
        )
    };
    run(problem, structured, ask, &what)
}

/// `--guess` / `--guess-lost` of a table `t[x][y]`; the leaves include
/// `min(x, y)`, `max(x, y)`, `x ^ y`, `x + y` and `abs(x - y)` at size 1.
/// Before the search, two shapes the theory predicts: a sum of two games,
/// one in each coordinate (`t[x][y] = f(x) ^ h(y)`, the Sprague-Grundy
/// theorem), and blocks (`t[x][y] = b * q(x / b, y / b) + r(x % b, y % b)`,
/// as the palace's), each part guessed on its own.
///
/// ```
/// use grundy_guess::{table, Ask};
/// // The rook: g(x, y) = x ^ y.
/// let t: Vec<Vec<u32>> = (0..12).map(|x| (0..12).map(|y| x ^ y).collect()).collect();
/// let report = table(&t, &Ask::new(1.0, false));
/// assert!(report.found);
/// assert!(report.text.contains("x ^ y"), "{}", report.text);
/// ```
pub fn table(t: &[Vec<u32>], ask: &Ask) -> Report {
    let t: Vec<Vec<i64>> = t
        .iter()
        .map(|row| row.iter().map(|&v| i64::from(v)).collect())
        .collect();
    let mut problem = table_problem(&t, ask.lost);
    let mut structured = Vec::new();
    let start = CpuInstant::now();
    let share = Duration::from_secs_f64(ask.budget / 4.0);
    let shape = if ask.lost {
        lost_graph(&mut problem.arena, &t, share, ask.candidates)
    } else {
        table_shapes(&mut problem.arena, &t, share, ask.candidates)
    };
    let shape = shape.or_else(|| {
        piecewise(
            &mut problem.arena,
            &t,
            ask.lost,
            start + Duration::from_secs_f64(ask.budget / 2.0),
        )
    });
    if let Some((root, how)) = shape {
        structured.push(Found {
            root,
            how,
            proof: None,
        });
    }
    let n = t.len();
    let what = format!("{} computed cells ({} x {})", grouped((n * n) as u64), n, n);
    run(problem, structured, ask, &what)
}

/// The search problem of table `t` (cells read by anti-diagonals, so that
/// the sample starts in the low corner).
fn table_problem(t: &[Vec<i64>], lost: bool) -> Problem {
    let rows = t.len();
    let cols = t.first().map_or(0, Vec::len);
    let cells: Vec<(usize, usize)> = (0..rows)
        .flat_map(|i| (0..cols).map(move |j| (i, j)))
        .collect();
    cells_problem(t, cells, lost)
}

/// The search problem of the cells `cells` of `t`, in anti-diagonal order.
fn cells_problem(t: &[Vec<i64>], mut cells: Vec<(usize, usize)>, lost: bool) -> Problem {
    let mut arena = Arena::default();
    let x = arena.push(Node::Var(0));
    let y = arena.push(Node::Var(1));
    let mut leaves = Vec::new();
    for op in [Bin::Min, Bin::Max, Bin::Xor, Bin::Add] {
        leaves.push(arena.push(Node::Bin(op, x, y)));
    }
    let d = arena.push(Node::Bin(Bin::Sub, x, y));
    leaves.push(arena.push(Node::Call(crate::builtin::Builtin::Abs, d)));
    cells.sort_by_key(|&(i, j)| (i + j, i));
    let points = cells
        .iter()
        .map(|&(i, j)| vec![i as i64, j as i64])
        .collect();
    let target = if lost {
        Target::Lost(cells.iter().map(|&(i, j)| t[i][j] == 0).collect())
    } else {
        Target::Values(cells.iter().map(|&(i, j)| t[i][j]).collect())
    };
    Problem {
        vars: vec!["x", "y"],
        points,
        target,
        arena,
        leaves,
    }
}

/// Candidates tried for one class of a piecewise table.
const CLASS_CANDIDATES: u64 = 200_000;

/// How a piecewise table is split: by `(x % m, y % m)`, or by `u % m` for
/// `u` one of the derived coordinates (leaf `i` of [`cells_problem`]: 0
/// `min`, 1 `max`, 2 `x ^ y`, 3 `x + y`, 4 `abs(x - y)`) or a variable.
#[derive(Clone, Copy)]
enum Split {
    Pair(i64),
    Var(u8, i64),
    Leaf(usize, i64),
}

const SPLITS: [Split; 12] = [
    Split::Pair(2),
    Split::Leaf(0, 2),
    Split::Leaf(0, 3),
    Split::Leaf(3, 2),
    Split::Leaf(3, 3),
    Split::Leaf(4, 2),
    Split::Leaf(4, 3),
    Split::Var(0, 2),
    Split::Var(1, 2),
    Split::Leaf(1, 2),
    Split::Pair(3),
    Split::Leaf(2, 2),
];

/// A piecewise form: the cells split by one of [`SPLITS`], each class's
/// formula found by a short search, classes with one formula joined, the
/// largest group last without a test.
fn piecewise(
    arena: &mut Arena,
    t: &[Vec<i64>],
    lost: bool,
    deadline: CpuInstant,
) -> Option<(u32, String)> {
    let n = t.len();
    let (x, y) = (0u32, 1u32);
    // Node ids of the derived leaves, as cells_problem builds them.
    let probe = cells_problem(t, Vec::new(), lost);
    for split in SPLITS {
        if CpuInstant::now() >= deadline {
            return None;
        }
        let class_of = |i: usize, j: usize| -> i64 {
            let (xi, yj) = (i as i64, j as i64);
            match split {
                Split::Pair(m) => (xi % m) * m + yj % m,
                Split::Var(v, m) => [xi, yj][usize::from(v)] % m,
                Split::Leaf(l, m) => probe.arena.eval(probe.leaves[l], &[xi, yj]).unwrap_or(0) % m,
            }
        };
        let mut classes: Vec<(i64, Vec<(usize, usize)>)> = Vec::new();
        for i in 0..n {
            for j in 0..n {
                let c = class_of(i, j);
                match classes.iter_mut().find(|(k, _)| *k == c) {
                    Some((_, cells)) => cells.push((i, j)),
                    None => classes.push((c, vec![(i, j)])),
                }
            }
        }
        classes.sort_by_key(|(c, _)| *c);
        if classes.len() < 2 {
            continue;
        }
        // Each class's formula, as text (to group) and in its own arena.
        let mut parts: Vec<(i64, Problem, u32, String)> = Vec::new();
        for (c, cells) in classes {
            let mut problem = cells_problem(t, cells, lost);
            let left = deadline.saturating_duration_since(CpuInstant::now());
            let found = search::search(
                &mut problem,
                Budget {
                    time: left,
                    candidates: CLASS_CANDIDATES,
                    max_size: MAX_SIZE,
                },
                false,
            )
            .found;
            match found {
                Some(root) => {
                    let text = problem.arena.check_text(root, &["x", "y"]);
                    parts.push((c, problem, root, text));
                }
                None => break,
            }
        }
        if parts.len() < 2 || parts.iter().any(|p| p.3.is_empty()) {
            continue;
        }
        let total: usize = match split {
            Split::Pair(m) => (m * m) as usize,
            _ => match split {
                Split::Var(_, m) | Split::Leaf(_, m) => m as usize,
                Split::Pair(_) => unreachable!(),
            },
        };
        if parts.len() < total.min(n * n) {
            continue;
        }
        // Group the classes by formula; the largest group is the default.
        let mut groups: Vec<(String, Vec<usize>)> = Vec::new();
        for (i, part) in parts.iter().enumerate() {
            match groups.iter_mut().find(|(text, _)| *text == part.3) {
                Some((_, members)) => members.push(i),
                None => groups.push((part.3.clone(), vec![i])),
            }
        }
        let default = (0..groups.len())
            .max_by_key(|&g| (groups[g].1.len(), usize::MAX - g))
            .unwrap_or(0);
        let first = groups[default].1[0];
        let mut node = arena.copy_from(&parts[first].1.arena, parts[first].2, &[x, y]);
        for (g, (_, members)) in groups.iter().enumerate().rev() {
            if g == default {
                continue;
            }
            let mut test: Option<u32> = None;
            for &i in members {
                let c = parts[i].0;
                let one = class_test(arena, &probe, split, c);
                test = Some(match test {
                    None => one,
                    Some(prev) => arena.push(Node::Bin(Bin::Or, prev, one)),
                });
            }
            let value = arena.copy_from(&parts[members[0]].1.arena, parts[members[0]].2, &[x, y]);
            let test = test.expect("a group has a class");
            node = arena.push(Node::Cond(test, value, node));
        }
        let by = match split {
            Split::Pair(m) => format!("(x % {}, y % {})", m, m),
            Split::Var(v, m) => format!("{} % {}", ["x", "y"][usize::from(v)], m),
            Split::Leaf(l, m) => format!(
                "{} % {}",
                probe.arena.check_text(probe.leaves[l], &["x", "y"]),
                m
            ),
        };
        return Some((
            node,
            format!("piecewise by {}, each class's formula found by search", by),
        ));
    }
    None
}

/// The test that a cell is in class `c` of `split`, written into `arena`.
fn class_test(arena: &mut Arena, probe: &Problem, split: Split, c: i64) -> u32 {
    let (x, y) = (0u32, 1u32);
    let eq = |arena: &mut Arena, a: u32, m: i64, r: i64| {
        let mc = arena.push(Node::Const(m));
        let rem = arena.push(Node::Bin(Bin::Rem, a, mc));
        let rc = arena.push(Node::Const(r));
        arena.push(Node::Bin(Bin::Eq, rem, rc))
    };
    match split {
        Split::Pair(m) => {
            let a = eq(arena, x, m, c / m);
            let b = eq(arena, y, m, c % m);
            arena.push(Node::Bin(Bin::And, a, b))
        }
        Split::Var(v, m) => eq(arena, u32::from(v), m, c),
        Split::Leaf(l, m) => {
            let u = arena.copy_from(&probe.arena, probe.leaves[l], &[x, y]);
            eq(arena, u, m, c)
        }
    }
}

/// A sum `f(x) ^ h(y)` or blocks `b * q + r`, its parts guessed within
/// `time` each, written into `arena` (whose nodes 0 and 1 are `x` and `y`).
fn table_shapes(
    arena: &mut Arena,
    t: &[Vec<i64>],
    time: Duration,
    candidates: u64,
) -> Option<(u32, String)> {
    let n = t.len();
    if n < 4 {
        return None;
    }
    let (x, y) = (0u32, 1u32);
    // A border: row 0 and column 0 all one value c (positions that start at
    // 1, such as E&D's piles), the rest guessed with x - 1, y - 1.
    let c = t[0][0];
    if (0..n).all(|i| t[i][0] == c && t[0][i] == c) {
        let inner: Vec<Vec<i64>> = t[1..].iter().map(|row| row[1..].to_vec()).collect();
        let mut ip = table_problem(&inner, false);
        let root = match table_shapes(&mut ip.arena, &inner, time, candidates) {
            Some((root, _)) => Some(root),
            None => {
                search::search(
                    &mut ip,
                    Budget {
                        time,
                        candidates,
                        max_size: MAX_SIZE,
                    },
                    false,
                )
                .found
            }
        };
        if let Some(root) = root {
            let one = arena.push(Node::Const(1));
            let x1 = arena.push(Node::Bin(Bin::Sub, x, one));
            let y1 = arena.push(Node::Bin(Bin::Sub, y, one));
            let inside = arena.copy_from(&ip.arena, root, &[x1, y1]);
            let zero = arena.push(Node::Const(0));
            let x0 = arena.push(Node::Bin(Bin::Eq, x, zero));
            let y0 = arena.push(Node::Bin(Bin::Eq, y, zero));
            let edge = arena.push(Node::Bin(Bin::Or, x0, y0));
            let cn = arena.push(Node::Const(c));
            return Some((
                arena.push(Node::Cond(edge, cn, inside)),
                format!(
                    "{} on row 0 and column 0, the rest guessed in x - 1 and y - 1",
                    c
                ),
            ));
        }
        return None;
    }
    // A sum of two games, one in each coordinate.
    let separable = (0..n).all(|i| (0..n).all(|j| t[i][j] == t[i][0] ^ t[0][j] ^ t[0][0]));
    let varies = (0..n).any(|i| t[i][0] != t[0][0]) && (0..n).any(|j| t[0][j] != t[0][0]);
    if separable && varies {
        let f: Vec<i64> = (0..n).map(|i| t[i][0]).collect();
        let h: Vec<i64> = (0..n).map(|j| t[0][j] ^ t[0][0]).collect();
        let (fa, fr) = best_sequence(&f, time, candidates)?;
        let (ha, hr) = best_sequence(&h, time, candidates)?;
        let fx = arena.copy_from(&fa, fr, &[x]);
        let hy = arena.copy_from(&ha, hr, &[y]);
        return Some((
            arena.push(Node::Bin(Bin::Xor, fx, hy)),
            "a sum of a game in x and a game in y, each part guessed".to_string(),
        ));
    }
    // Blocks of b x b: t = b * q(x / b, y / b) + r(x % b, y % b).
    for b in 2..=4usize {
        if n < 3 * b {
            break;
        }
        let m = n / b;
        let mut q = vec![vec![0i64; m]; m];
        let fits = (0..m * b).all(|i| {
            (0..m * b).all(|j| {
                let d = t[i][j] - t[i % b][j % b];
                let (qi, qj) = (i / b, j / b);
                if d % b as i64 != 0 {
                    return false;
                }
                if i % b == 0 && j % b == 0 {
                    q[qi][qj] = d / b as i64;
                    true
                } else {
                    q[qi][qj] == d / b as i64
                }
            })
        });
        let q_varies = q.iter().flatten().any(|&v| v != q[0][0]);
        if !fits || !q_varies {
            continue;
        }
        let r: Vec<Vec<i64>> = (0..b).map(|i| t[i][..b].to_vec()).collect();
        let mut rp = table_problem(&r, false);
        let found = search::search(
            &mut rp,
            Budget {
                time,
                candidates,
                max_size: MAX_SIZE,
            },
            false,
        )
        .found?;
        let mut qp = table_problem(&q, false);
        let qroot = match table_shapes(&mut qp.arena, &q, time, candidates) {
            Some((root, _)) => root,
            None => {
                search::search(
                    &mut qp,
                    Budget {
                        time,
                        candidates,
                        max_size: MAX_SIZE,
                    },
                    false,
                )
                .found?
            }
        };
        let bc = arena.push(Node::Const(b as i64));
        let xq = arena.push(Node::Bin(Bin::Div, x, bc));
        let yq = arena.push(Node::Bin(Bin::Div, y, bc));
        let xr = arena.push(Node::Bin(Bin::Rem, x, bc));
        let yr = arena.push(Node::Bin(Bin::Rem, y, bc));
        let qn = arena.copy_from(&qp.arena, qroot, &[xq, yq]);
        let rn = arena.copy_from(&rp.arena, found, &[xr, yr]);
        let scaled = arena.push(Node::Bin(Bin::Mul, bc, qn));
        return Some((
            arena.push(Node::Bin(Bin::Add, scaled, rn)),
            format!(
                "blocks of {} x {}: {} times a table of the blocks plus a table within one, each guessed",
                b, b, b
            ),
        ));
    }
    None
}

/// Lost cells on the graph of a function: symmetric, one lost cell `x <= y`
/// on each diagonal `y - x = d` (as Wythoff's pairs), its `min(x, y)` a
/// sequence `a(d)` guessed on its own (a Beatty form
/// `(c d + sqrt(k d d)) / q` first, Wythoff's being `(d + sqrt(5 d d)) / 2`,
/// floor of `d` times the golden ratio); the predicate is
/// `min(x, y) == a(abs(x - y))`.
fn lost_graph(
    arena: &mut Arena,
    t: &[Vec<i64>],
    time: Duration,
    candidates: u64,
) -> Option<(u32, String)> {
    let n = t.len();
    if n < 8 {
        return None;
    }
    let symmetric = (0..n).all(|x| (0..n).all(|y| (t[x][y] == 0) == (t[y][x] == 0)));
    if !symmetric {
        return None;
    }
    // a(d) for d = 0, 1, ... while each diagonal has exactly one lost cell.
    let mut a: Vec<i64> = Vec::new();
    for d in 0..n {
        let lost: Vec<usize> = (0..n - d).filter(|&x| t[x][x + d] == 0).collect();
        match lost[..] {
            [x] => a.push(x as i64),
            _ => break,
        }
    }
    if a.len() < 6 {
        return None;
    }
    let (fa, froot) = beatty(&a).or_else(|| best_sequence(&a, time, candidates))?;
    let (x, y) = (0u32, 1u32);
    let diff = arena.push(Node::Bin(Bin::Sub, x, y));
    let d = arena.push(Node::Call(crate::builtin::Builtin::Abs, diff));
    let m = arena.push(Node::Bin(Bin::Min, x, y));
    let ad = arena.copy_from(&fa, froot, &[d]);
    Some((
        arena.push(Node::Bin(Bin::Eq, m, ad)),
        "one lost cell on each diagonal, min(x, y) a function of abs(x - y) guessed on its own"
            .to_string(),
    ))
}

/// `a(d) = (c d + sqrt(k d d)) / q` for small `c`, `q` and a non-square
/// `k` (floors of `d` times a quadratic irrational), if one fits every value.
fn beatty(a: &[i64]) -> Option<(Arena, u32)> {
    for q in 1..=4i64 {
        for k in 2..=20i64 {
            if Builtin::IsSquare.apply(k, 0) == Ok(1) {
                continue;
            }
            for c in 0..=4i64 {
                let fits = a.iter().enumerate().all(|(d, &v)| {
                    let d = d as i64;
                    let r = crate::builtin::root(k * d * d, 2).unwrap_or(-1);
                    (c * d + r) / q == v
                });
                if !fits {
                    continue;
                }
                let mut arena = Arena::default();
                let d = arena.push(Node::Var(0));
                let dd = arena.push(Node::Bin(Bin::Mul, d, d));
                let kc = arena.push(Node::Const(k));
                let kdd = arena.push(Node::Bin(Bin::Mul, kc, dd));
                let root = arena.push(Node::Call(Builtin::Sqrt, kdd));
                let sum = if c == 0 {
                    root
                } else {
                    let cd = if c == 1 {
                        d
                    } else {
                        let cc = arena.push(Node::Const(c));
                        arena.push(Node::Bin(Bin::Mul, cc, d))
                    };
                    arena.push(Node::Bin(Bin::Add, cd, root))
                };
                let out = if q == 1 {
                    sum
                } else {
                    let qc = arena.push(Node::Const(q));
                    arena.push(Node::Bin(Bin::Div, sum, qc))
                };
                return Some((arena, out));
            }
        }
    }
    None
}

/// A linear trend: `g(n) = a n + r(n)` for an integer slope `a != 0` (from
/// the second half of the values) and a remainder `r` of at most 16 values,
/// `r` guessed on its own (Mock Turtles: `2 n` plus 1 where `n` has an even
/// number of 1 bits). Returns the formula and `a`.
fn trend(
    arena: &mut Arena,
    n: u32,
    g: &[i64],
    time: Duration,
    candidates: u64,
) -> Option<(u32, i64)> {
    let len = g.len();
    if len < 32 {
        return None;
    }
    let (lo, hi) = (len / 2, len - 1);
    let rise = g[hi] - g[lo];
    let run = (hi - lo) as i64;
    // The nearest integer slope.
    let a = (2 * rise + run).div_euclid(2 * run);
    if a == 0 {
        return None;
    }
    let r: Vec<i64> = g
        .iter()
        .enumerate()
        .map(|(i, &v)| v.checked_sub(a.checked_mul(i as i64)?))
        .collect::<Option<_>>()?;
    let (min, max) = (*r.iter().min()?, *r.iter().max()?);
    if max - min > 16 {
        return None;
    }
    let (ra, rr) = best_sequence(&r, time, candidates)?;
    let rest = arena.copy_from(&ra, rr, &[n]);
    let scaled = if a == 1 {
        n
    } else {
        let ac = arena.push(Node::Const(a));
        arena.push(Node::Bin(Bin::Mul, ac, n))
    };
    Some((arena.push(Node::Bin(Bin::Add, scaled, rest)), a))
}

/// The smallest formula in `n` found for `values`: the residue-class form,
/// or a smaller one found by search within `time`.
fn best_sequence(values: &[i64], time: Duration, candidates: u64) -> Option<(Arena, u32)> {
    let mut arena = Arena::default();
    let n = arena.push(Node::Var(0));
    let residue = forms::residue_classes(&mut arena, n, values).map(|(root, _, _)| root);
    let max_size = residue.map_or(MAX_SIZE, |r| (arena.size(r) - 1).min(MAX_SIZE));
    let mut problem = Problem {
        vars: vec!["n"],
        points: (0..values.len() as i64).map(|i| vec![i]).collect(),
        target: Target::Values(values.to_vec()),
        arena,
        leaves: Vec::new(),
    };
    let found = search::search(
        &mut problem,
        Budget {
            time,
            candidates,
            max_size,
        },
        false,
    )
    .found
    .or(residue)?;
    Some((problem.arena, found))
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
        Evidence::Proven(Theorem::Segments) => "the periodicity theorem of segments".to_string(),
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
    let left = (ask.budget - ask.start.elapsed().as_secs_f64()).max(0.0);
    let seconds = if fits.is_empty() {
        left
    } else {
        left.min(STRUCTURED_SEARCH)
    };
    let budget = Budget {
        time: Duration::from_secs_f64(seconds),
        candidates: ask.candidates,
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
                        "found by search, {} candidates tried",
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
            "{}: no formula within the budget (size <= {}; {:.1} s of CPU, {} candidates \
             tried, {} kept){}",
            label,
            outcome.complete_size,
            outcome.elapsed.as_secs_f64(),
            grouped(outcome.candidates),
            grouped(outcome.kept as u64),
            if outcome.complete_size >= MAX_SIZE {
                ""
            } else if outcome.candidates >= ask.candidates {
                "; a larger --tries searches further"
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
            // One line: the helpers' text with its whitespace folded.
            let helpers: Vec<&str> = RUST_HELPERS.split_whitespace().collect();
            let _ = writeln!(out, "  rust helpers: {}", helpers.join(" "));
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
