//! The joint guess of a `--param` sweep: after one formula per value of the
//! swept constant `k`, one formula in `n` and `k` that fits every row.
//!
//! First the structured answer the theory predicts for rules whose rows are
//! periodic: a period `P(k)` that is a function of `k` (a multiple of each
//! row's period, as `k + 1` for take 1..k, whose values are `n % (k + 1)`),
//! and the values within one period guessed as a formula `f(r, k)` of
//! `r = n % P(k)` and `k`; the formula is `f(n % P(k), k)`. Then the
//! enumeration of the guesser's search with `n` and `k` as its variables,
//! smaller than the structured answer. Every formula reported was
//! evaluated on every computed value of every row.
//!
//! "Proven" is never said of all `k`: a finite sweep proves nothing about
//! the values of `k` it did not run. The structured form is proven for each
//! `k` of the sweep when each row's period was proven (by the library's
//! theorems, `grundy::period`): both the row and `f(n % P(k), k)` are
//! periodic (the row with its proven period `p` from its pre-period `s`,
//! the formula with `P(k)` from 0), so agreeing on `n < s + lcm(p, P(k))`
//! they agree for every `n`.

use super::search::{self, Budget, Problem, Target};
use super::term::{Arena, Bin, Node};
use super::{lcm, Ask, Found, Report, MAX_SIZE};
use grundy::period::{Evidence, Period};
use grundy_shared::quote::grouped;
use std::time::Duration;

/// One row of a sweep: the constant's value, the values computed, and the
/// period they prove.
pub struct Row {
    /// The swept constant's value.
    pub k: i64,
    /// The values `g(n)`, `n = 0..values.len()`, with the constant `k`.
    pub values: Vec<u32>,
    /// The period the library proved of them, if any.
    pub proven: Option<Period>,
}

/// The values of one row the joint guess reads.
const ROW_CAP: usize = 1000;

/// `--guess` (or `--guess-lost`) over every row of a sweep of `name`.
///
/// ```
/// use grundy_guess::joint::{joint, Row};
/// use grundy_guess::Ask;
/// // Take 1..k: g(n) = n % (k + 1).
/// let rows: Vec<Row> = (1..=5)
///     .map(|k| Row {
///         k,
///         values: (0..60).map(|n| n % (k as u32 + 1)).collect(),
///         proven: None,
///     })
///     .collect();
/// let report = joint("k", &rows, &Ask::new(1.0, false));
/// assert!(report.found, "{}", report.text);
/// ```
pub fn joint(name: &str, rows: &[Row], ask: &Ask) -> Report {
    // The variable names of a formula are 'static; one small name a run.
    let name: &'static str = Box::leak(name.to_string().into_boxed_str());
    let rows: Vec<Row> = rows
        .iter()
        .map(|r| Row {
            k: r.k,
            values: r.values[..r.values.len().min(ROW_CAP)].to_vec(),
            proven: r.proven,
        })
        .collect();
    let mut cells: Vec<(usize, usize)> = rows
        .iter()
        .enumerate()
        .flat_map(|(i, r)| (0..r.values.len()).map(move |n| (i, n)))
        .collect();
    // Anti-diagonals of (row, n): the sample starts with every small pair.
    cells.sort_by_key(|&(i, n)| (i + n, i));
    let points: Vec<Vec<i64>> = cells
        .iter()
        .map(|&(i, n)| vec![n as i64, rows[i].k])
        .collect();
    let value = |&(i, n): &(usize, usize)| i64::from(rows[i].values[n]);
    let target = if ask.lost {
        Target::Lost(cells.iter().map(|c| value(c) == 0).collect())
    } else {
        Target::Values(cells.iter().map(value).collect())
    };
    let mut arena = Arena::default();
    let n = arena.push(Node::Var(0));
    let k = arena.push(Node::Var(1));
    let structured: Vec<Found> = period_form(&mut arena, (n, k), name, &rows, ask)
        .into_iter()
        .collect();
    let problem = Problem {
        vars: vec!["n", name],
        points,
        target,
        arena,
        leaves: Vec::new(),
    };
    let (lo, hi) = (rows[0].k, rows[rows.len() - 1].k);
    let shortest = rows.iter().map(|r| r.values.len()).min().unwrap_or(0);
    let longest = rows.iter().map(|r| r.values.len()).max().unwrap_or(0);
    let each = if shortest == longest {
        format!("n = 0..={}", shortest.saturating_sub(1))
    } else {
        format!("n from 0, {} to {} values a row", shortest, longest)
    };
    let what = format!(
        "{} computed values ({} for each {} = {}..={})",
        grouped(cells.len() as u64),
        each,
        name,
        lo,
        hi
    );
    let mut report = super::run(problem, structured, ask, &what);
    // `guess: ...` becomes `guess in n and k: ...`.
    let label = if ask.lost { "guess-lost" } else { "guess" };
    report.text = report
        .text
        .lines()
        .map(|line| match line.strip_prefix(&format!("{}:", label)) {
            Some(rest) => format!("{} in n and {}:{}\n", label, name, rest),
            None => format!("{}\n", line),
        })
        .collect();
    report
}

/// The smallest `p >= 1` with `g[i] == g[i + p]` for every `i` (a period
/// from 0, seen at least twice), if any.
fn period_from_0(g: &[u32]) -> Option<usize> {
    (1..=g.len() / 2).find(|&p| (p..g.len()).all(|i| g[i] == g[i - p]))
}

/// `f(n % P(k), k)`: a period `P(k)` that is a multiple of every row's
/// period from 0, and `f` found by search on one period of each row.
fn period_form(
    arena: &mut Arena,
    (n, k): (u32, u32),
    name: &'static str,
    rows: &[Row],
    ask: &Ask,
) -> Option<Found> {
    let periods: Vec<usize> = rows
        .iter()
        .map(|r| period_from_0(&r.values))
        .collect::<Option<_>>()?;
    let share = Duration::from_secs_f64(ask.budget / 4.0);
    let (pa, proot) = modulus(rows, &periods, share, ask.candidates)?;
    let big: Vec<usize> = rows
        .iter()
        .map(|r| pa.eval(proot, &[r.k]).map(|p| p as usize))
        .collect::<Option<_>>()?;
    // f on (r, k), r < P(k): one point each; else one f for odd k and one
    // for even k (subtraction {1, k}: n % 2 for odd k, a period k + 1 for
    // even k).
    let all: Vec<usize> = (0..rows.len()).collect();
    let fitted = fit_period(&all, rows, &big, name, ask, share / 4)
        .map(|(fa, root)| (fa, root, ""))
        .or_else(|| last_apart(rows, &big, (&pa, proot), name, ask, share / 4));
    let (fa, froot, split) = match fitted {
        Some(f) => f,
        None => {
            let class = |parity: i64| -> Vec<usize> {
                (0..rows.len())
                    .filter(|&i| rows[i].k.rem_euclid(2) == parity)
                    .collect()
            };
            let (even, odd) = (class(0), class(1));
            if even.is_empty() || odd.is_empty() {
                return None;
            }
            let (ea, eroot) = fit_period(&even, rows, &big, name, ask, share / 4)?;
            let (oa, oroot) = fit_period(&odd, rows, &big, name, ask, share / 4)?;
            let mut fa = Arena::default();
            let (r, k) = (fa.push(Node::Var(0)), fa.push(Node::Var(1)));
            let e = fa.copy_from(&ea, eroot, &[r, k]);
            let o = fa.copy_from(&oa, oroot, &[r, k]);
            let two = fa.push(Node::Const(2));
            let parity = fa.push(Node::Bin(Bin::Rem, k, two));
            let root = fa.push(Node::Cond(parity, o, e));
            (fa, root, ", for odd and for even {k} apart")
        }
    };
    let p = arena.copy_from(&pa, proot, &[k]);
    let r = arena.push(Node::Bin(Bin::Rem, n, p));
    let root = arena.copy_from(&fa, froot, &[r, k]);
    let p_text = pa.check_text(proot, &[name]);
    // Proven for each k: every row's period proven, and the row long
    // enough to cover a whole period of both from the pre-period.
    let each_proven = rows.iter().zip(&big).all(|(row, &p)| {
        row.proven.as_ref().is_some_and(|q| {
            !matches!(q.evidence, Evidence::Observed { .. })
                && q.saltus == 0
                && lcm(q.period, p)
                    .and_then(|l| l.checked_add(q.pre))
                    .is_some_and(|end| end <= row.values.len())
        })
    });
    let (lo, hi) = (rows[0].k, rows[rows.len() - 1].k);
    let proof = each_proven.then(|| {
        format!(
            "proven for each {name} = {lo}..={hi}: each row's period is proven, the formula \
             repeats every {p_text} from n = 0, and they agree on more than a whole period of \
             both from the row's pre-period; no other {name} was computed, so nothing is \
             proven for it"
        )
    });
    Some(Found {
        root,
        how: format!(
            "period P({name}) = {p_text}, a multiple of each row's; one period guessed in \
             n % P({name}) and {name}{}",
            split.replace("{k}", name)
        ),
        proof,
    })
}

/// `f(r, k) = r == P(k) - 1 ? c(k) : h(r, k)`: the last residue of each
/// period apart (subtraction {1, k}: `r % 2`, and 2 at `r = k` for even
/// `k`), `h` found by search on the other residues and `c` as a sequence in
/// `k`.
fn last_apart(
    rows: &[Row],
    big: &[usize],
    (pa, proot): (&Arena, u32),
    name: &'static str,
    ask: &Ask,
    time: Duration,
) -> Option<(Arena, u32, &'static str)> {
    if big.iter().any(|&p| p < 2) {
        return None;
    }
    let shorter: Vec<usize> = big.iter().map(|&p| p - 1).collect();
    let all: Vec<usize> = (0..rows.len()).collect();
    let (ha, hroot) = fit_period(&all, rows, &shorter, name, ask, time / 2)?;
    let mut cp = Problem {
        vars: vec![name],
        points: rows.iter().map(|r| vec![r.k]).collect(),
        target: if ask.lost {
            Target::Lost(
                rows.iter()
                    .zip(big)
                    .map(|(r, &p)| r.values[p - 1] == 0)
                    .collect(),
            )
        } else {
            Target::Values(
                rows.iter()
                    .zip(big)
                    .map(|(r, &p)| i64::from(r.values[p - 1]))
                    .collect(),
            )
        },
        arena: Arena::default(),
        leaves: Vec::new(),
    };
    let c = search::search(
        &mut cp,
        Budget {
            time: time / 2,
            candidates: ask.candidates,
            max_size: MAX_SIZE,
        },
        false,
    )
    .found?;
    let mut fa = Arena::default();
    let (r, k) = (fa.push(Node::Var(0)), fa.push(Node::Var(1)));
    // P(k) - 1, written k + (b - 1) when P(k) = k + b.
    let last = match pa.nodes[proot as usize] {
        Node::Bin(Bin::Add, x, b) => match pa.nodes[b as usize] {
            Node::Const(1) => fa.copy_from(pa, x, &[k]),
            Node::Const(b) => {
                let x = fa.copy_from(pa, x, &[k]);
                let b = fa.push(Node::Const(b - 1));
                fa.push(Node::Bin(Bin::Add, x, b))
            }
            _ => None?,
        },
        _ => {
            let p = fa.copy_from(pa, proot, &[k]);
            let one = fa.push(Node::Const(1));
            fa.push(Node::Bin(Bin::Sub, p, one))
        }
    };
    let test = fa.push(Node::Bin(Bin::Eq, r, last));
    let c = fa.copy_from(&cp.arena, c, &[k]);
    let h = fa.copy_from(&ha, hroot, &[r, k]);
    let root = fa.push(Node::Cond(test, c, h));
    Some((fa, root, ", the last residue apart"))
}

/// `f(r, k)` for the rows `which`, found by search on their points `(r, k)`,
/// `r < P(k)` (`big[i]` the period of row `i`), within `time`.
fn fit_period(
    which: &[usize],
    rows: &[Row],
    big: &[usize],
    name: &'static str,
    ask: &Ask,
    time: Duration,
) -> Option<(Arena, u32)> {
    let mut points = Vec::new();
    let mut values = Vec::new();
    for &i in which {
        for r in 0..big[i] {
            points.push(vec![r as i64, rows[i].k]);
            values.push(i64::from(rows[i].values[r]));
        }
    }
    let mut order: Vec<usize> = (0..points.len()).collect();
    order.sort_by_key(|&i| (points[i][0] + points[i][1], points[i][1]));
    let points: Vec<Vec<i64>> = order.iter().map(|&i| points[i].clone()).collect();
    let values: Vec<i64> = order.iter().map(|&i| values[i]).collect();
    let target = if ask.lost {
        Target::Lost(values.iter().map(|&v| v == 0).collect())
    } else {
        Target::Values(values)
    };
    let mut problem = Problem {
        vars: vec!["r", name],
        points,
        target,
        arena: Arena::default(),
        leaves: Vec::new(),
    };
    let found = search::search(
        &mut problem,
        Budget {
            time,
            candidates: ask.candidates,
            max_size: MAX_SIZE,
        },
        false,
    )
    .found?;
    Some((problem.arena, found))
}

/// The smallest `P(k)` that is a multiple of every row's period and leaves
/// each row a whole `P(k)` plus its period to be checked on: the common
/// period, `k + b` and `a k + b` first, then the periods themselves guessed as
/// a sequence in `k`. Returns the formula, its variable `k`.
fn modulus(
    rows: &[Row],
    periods: &[usize],
    time: Duration,
    candidates: u64,
) -> Option<(Arena, u32)> {
    let fits = |p: &dyn Fn(i64) -> Option<i64>| {
        rows.iter().zip(periods).all(|(row, &q)| {
            p(row.k).is_some_and(|p| {
                p >= 1
                    && (p as usize).is_multiple_of(q)
                    && (p as usize).saturating_add(q) <= row.values.len()
            })
        })
    };
    // (a, b) for a k + b, by size: the period where every row has the same
    // (a constant multiple of varying periods would fit a finite sweep and
    // say nothing of k), k, k + b and a k, a k + b.
    let mut shapes: Vec<(i64, i64)> = Vec::new();
    if periods.iter().all(|&p| p == periods[0]) {
        shapes.push((0, periods[0] as i64));
    }
    shapes.push((1, 0));
    shapes.extend((1..=6).chain(-3..=-1).map(|b| (1, b)));
    shapes.extend((2..=4).map(|a| (a, 0)));
    for a in 2..=4 {
        shapes.extend((1..=6).chain(-3..=-1).map(|b| (a, b)));
    }
    for (a, b) in shapes {
        if fits(&|k| a.checked_mul(k)?.checked_add(b)) {
            let mut arena = Arena::default();
            let k = arena.push(Node::Var(0));
            let ak = match a {
                0 => None,
                1 => Some(k),
                _ => {
                    let ac = arena.push(Node::Const(a));
                    Some(arena.push(Node::Bin(Bin::Mul, ac, k)))
                }
            };
            let root = match (ak, b) {
                (None, b) => arena.push(Node::Const(b)),
                (Some(ak), 0) => ak,
                (Some(ak), b) => {
                    let (op, c) = if b > 0 { (Bin::Add, b) } else { (Bin::Sub, -b) };
                    let bc = arena.push(Node::Const(c));
                    arena.push(Node::Bin(op, ak, bc))
                }
            };
            return Some((arena, root));
        }
    }
    let mut problem = Problem {
        vars: vec!["k"],
        points: rows.iter().map(|r| vec![r.k]).collect(),
        target: Target::Values(periods.iter().map(|&p| p as i64).collect()),
        arena: Arena::default(),
        leaves: Vec::new(),
    };
    let found = search::search(
        &mut problem,
        Budget {
            time,
            candidates,
            max_size: MAX_SIZE,
        },
        false,
    )
    .found?;
    let ok = fits(&|k| problem.arena.eval(found, &[k]));
    ok.then_some((problem.arena, found))
}
