//! Bottom-up enumeration of formulas by size, with observational-equivalence
//! pruning: of all the formulas with one vector of values on the sample
//! points, only the first (the smallest) is kept to build larger ones
//! (Udupa et al., "TRANSIT", PLDI 2013; Alur et al., "Search-based program
//! synthesis", CACM 2018). A formula that equals the target on the sample
//! is then evaluated on every point; only one that fits them all is
//! returned.
//!
//! The size of a formula is its number of nodes; the leaves (the variables,
//! the derived coordinates of a table such as `min(x, y)`, and the small
//! constants) have size 1. Sizes grow until the budget (time, or candidates
//! tried) runs out; the kept formulas are capped in number, after which
//! larger candidates are still tried but no longer kept.

use super::term::{Arena, Bin, Node};
use crate::builtin::Builtin;
use grundy_shared::clock::{Clocks, CpuInstant};
use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};
use std::io::IsTerminal as _;
use std::time::Duration;

/// What the formula must give at each point.
pub enum Target {
    /// The value itself.
    Values(Vec<i64>),
    /// True (not 0) exactly where the flag is set.
    Lost(Vec<bool>),
}

impl Target {
    fn fits(&self, point: usize, v: i64) -> bool {
        match self {
            Target::Values(t) => t[point] == v,
            Target::Lost(t) => t[point] == (v != 0),
        }
    }
}

/// The problem: the points (each a value of every variable), the target at
/// each, and the leaves that start the enumeration besides the variables.
pub struct Problem {
    pub vars: Vec<&'static str>,
    /// `points[i]` holds the variables' values at point `i`.
    pub points: Vec<Vec<i64>>,
    pub target: Target,
    /// Extra leaves of size 1 over the variables (e.g. `min(x, y)`), as
    /// nodes of [`Problem::arena`].
    pub arena: Arena,
    pub leaves: Vec<u32>,
}

/// When the search stops.
#[derive(Clone, Copy)]
pub struct Budget {
    pub time: Duration,
    /// Candidates evaluated on the sample.
    pub candidates: u64,
    /// Formulas larger than this are not tried.
    pub max_size: usize,
}

/// How the search ended.
pub struct Outcome {
    /// The root of the formula found, in [`Problem::arena`].
    pub found: Option<u32>,
    /// The largest size tried in full.
    pub complete_size: usize,
    pub candidates: u64,
    pub kept: usize,
    pub elapsed: Duration,
}

/// The most formulas kept (each costs its sample vector, 8 bytes a point).
const KEPT_CAP: usize = 400_000;
/// The most sample points.
const SAMPLE: usize = 48;
const CONSTANTS: [i64; 10] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10];
const UNARY: [Builtin; 11] = [
    Builtin::Popcount,
    Builtin::Ctz,
    Builtin::Cto,
    Builtin::Bitlen,
    Builtin::Log2,
    Builtin::Sqrt,
    Builtin::IsSquare,
    Builtin::IsFib,
    Builtin::ZeckMin,
    Builtin::IsPrime,
    Builtin::Abs,
];
const BINARY: [Bin; 17] = [
    Bin::Add,
    Bin::Sub,
    Bin::Mul,
    Bin::Div,
    Bin::Rem,
    Bin::Xor,
    Bin::BitAnd,
    Bin::BitOr,
    Bin::Shl,
    Bin::Shr,
    Bin::Min,
    Bin::Max,
    Bin::Eq,
    Bin::Ne,
    Bin::Lt,
    Bin::Le,
    Bin::And,
];

/// A 64-bit FNV-style fold of a value vector (collisions only prune a
/// candidate, never make a wrong answer: every answer is checked in full).
#[derive(Default)]
struct Fold(u64);

impl Hasher for Fold {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0 ^ v)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15)
            .rotate_left(29);
    }
}

fn fingerprint(v: &[i64]) -> u64 {
    let mut h = Fold(0x243f_6a88_85a3_08d3);
    for &x in v {
        h.write_u64(x as u64);
    }
    h.0 ^ (h.0 >> 31)
}

struct Kept {
    node: u32,
    constant: bool,
    boolean: bool,
}

struct State<'a> {
    problem: &'a mut Problem,
    sample: Vec<usize>,
    /// The sample vectors of the kept formulas, `SAMPLE` values each.
    values: Vec<i64>,
    kept: Vec<Kept>,
    /// `by_size[s]`: the range of `kept` of size `s`.
    by_size: Vec<(usize, usize)>,
    seen: HashSet<u64, BuildHasherDefault<Fold>>,
    scratch: Vec<i64>,
    candidates: u64,
    start: CpuInstant,
    budget: Budget,
    out_of_budget: bool,
    found: Option<u32>,
    progress: Option<Progress>,
}

/// Searches for the smallest formula that fits `problem` within `budget`.
pub fn search(problem: &mut Problem, budget: Budget, progress: bool) -> Outcome {
    let n = problem.points.len();
    let sample = sample_points(n);
    let k = sample.len();
    let mut st = State {
        problem,
        sample,
        values: Vec::new(),
        kept: Vec::new(),
        by_size: vec![(0, 0)],
        seen: HashSet::default(),
        scratch: vec![0; k],
        candidates: 0,
        start: CpuInstant::now(),
        budget,
        out_of_budget: false,
        found: None,
        progress: if progress {
            Some(Progress::new())
        } else {
            None
        },
    };
    let mut complete = 0;
    for size in 1..=budget.max_size {
        let from = st.kept.len();
        st.level(size);
        st.by_size.push((from, st.kept.len()));
        if st.found.is_some() || st.out_of_budget {
            break;
        }
        complete = size;
        if let Some(p) = &mut st.progress {
            p.show(&format!(
                "guess: size {} done, {} formulas kept, {} tried",
                size,
                grundy_shared::quote::grouped(st.kept.len() as u64),
                grundy_shared::quote::grouped(st.candidates)
            ));
        }
    }
    if let Some(p) = st.progress.take() {
        p.clear();
    }
    Outcome {
        found: st.found,
        complete_size: complete,
        candidates: st.candidates,
        kept: st.kept.len(),
        elapsed: st.start.elapsed(),
    }
}

/// Up to [`SAMPLE`] point indices: the first ones, then spread evenly.
pub(super) fn sample_points(n: usize) -> Vec<usize> {
    if n <= SAMPLE {
        return (0..n).collect();
    }
    let first = SAMPLE * 2 / 3;
    let mut s: Vec<usize> = (0..first).collect();
    let rest = SAMPLE - first;
    for i in 1..=rest {
        s.push(first + (n - 1 - first) * i / rest);
    }
    s.dedup();
    s
}

impl State<'_> {
    fn stop(&mut self) -> bool {
        if self.found.is_some() || self.out_of_budget {
            return true;
        }
        self.candidates += 1;
        if self.candidates >= self.budget.candidates
            || (self.candidates.is_multiple_of(1024) && self.start.elapsed() >= self.budget.time)
        {
            self.out_of_budget = true;
        }
        self.out_of_budget
    }

    fn range(&self, size: usize) -> (usize, usize) {
        self.by_size[size]
    }

    /// Every formula of `size` nodes.
    fn level(&mut self, size: usize) {
        if size == 1 {
            let vars = self.problem.vars.len();
            let mut leaves: Vec<Node> = (0..vars).map(|v| Node::Var(v as u8)).collect();
            leaves.extend(CONSTANTS.iter().map(|&c| Node::Const(c)));
            for node in leaves {
                let id = self.problem.arena.push(node);
                self.offer_node(id);
                if self.found.is_some() {
                    return;
                }
            }
            for i in 0..self.problem.leaves.len() {
                let id = self.problem.leaves[i];
                self.offer_node(id);
                if self.found.is_some() {
                    return;
                }
            }
            return;
        }
        // f(a) first, the fewest: builtins of the formulas two smaller (a
        // call weighs 2).
        if size >= 3 {
            self.unary_level(size);
        }
        self.binary_level(size);
        self.cond_level(size);
    }

    fn unary_level(&mut self, size: usize) {
        let (lo, hi) = self.range(size - 2);
        for a in lo..hi {
            if self.kept[a].constant {
                continue;
            }
            for b in UNARY {
                if self.stop() {
                    return;
                }
                let k = self.sample.len();
                let mut ok = true;
                for j in 0..k {
                    match b.apply(self.values[a * k + j], 0) {
                        Ok(v) => self.scratch[j] = v,
                        Err(_) => {
                            ok = false;
                            break;
                        }
                    }
                }
                if ok {
                    let node = Node::Call(b, self.kept[a].node);
                    self.offer(node);
                }
            }
        }
    }

    /// `a op b` of `size` nodes.
    fn binary_level(&mut self, size: usize) {
        for sa in 1..size - 1 {
            let sb = size - 1 - sa;
            let (alo, ahi) = self.range(sa);
            let (blo, bhi) = self.range(sb);
            for a in alo..ahi {
                for b in blo..bhi {
                    for op in BINARY {
                        if op.commutes() && a >= b {
                            continue;
                        }
                        if !op.commutes() && a == b {
                            continue;
                        }
                        let (ca, cb) = (self.kept[a].constant, self.kept[b].constant);
                        if ca && cb && !matches!(op, Bin::Add | Bin::Mul | Bin::Shl) {
                            continue;
                        }
                        if ca && matches!(op, Bin::Div | Bin::Rem | Bin::Shl | Bin::Shr) && !cb {
                            // c / x, c % x, c << x: rare in Grundy formulas.
                            if op != Bin::Shl {
                                continue;
                            }
                        }
                        if op == Bin::And && !(self.kept[a].boolean && self.kept[b].boolean) {
                            continue;
                        }
                        if self.stop() {
                            return;
                        }
                        let k = self.sample.len();
                        let ok = binary_vector(
                            op,
                            &self.values[a * k..(a + 1) * k],
                            &self.values[b * k..(b + 1) * k],
                            &mut self.scratch,
                        );
                        if ok {
                            let node = Node::Bin(op, self.kept[a].node, self.kept[b].node);
                            self.offer(node);
                        }
                    }
                }
            }
        }
    }

    /// `c ? a : b` of `size` nodes, `c` a non-constant 0-or-1 formula.
    fn cond_level(&mut self, size: usize) {
        for sc in 1..size.saturating_sub(2) {
            for sa in 1..size - 1 - sc {
                let sb = size - 1 - sc - sa;
                if sb == 0 {
                    continue;
                }
                let (clo, chi) = self.range(sc);
                let (alo, ahi) = self.range(sa);
                let (blo, bhi) = self.range(sb);
                for c in clo..chi {
                    if !self.kept[c].boolean || self.kept[c].constant {
                        continue;
                    }
                    for a in alo..ahi {
                        for b in blo..bhi {
                            if a == b {
                                continue;
                            }
                            if self.stop() {
                                return;
                            }
                            let k = self.sample.len();
                            for j in 0..k {
                                self.scratch[j] = if self.values[c * k + j] != 0 {
                                    self.values[a * k + j]
                                } else {
                                    self.values[b * k + j]
                                };
                            }
                            let node =
                                Node::Cond(self.kept[c].node, self.kept[a].node, self.kept[b].node);
                            self.offer(node);
                        }
                    }
                }
            }
        }
    }

    /// A leaf: its sample vector from the arena, then [`State::offer`].
    fn offer_node(&mut self, id: u32) {
        for j in 0..self.sample.len() {
            let point = &self.problem.points[self.sample[j]];
            match self.problem.arena.eval(id, point) {
                Some(v) => self.scratch[j] = v,
                None => return,
            }
        }
        self.keep_or_check(id);
    }

    /// A candidate whose sample vector is in `scratch`: checked against the
    /// target, then kept if its vector is new.
    fn offer(&mut self, node: Node) {
        let hash = fingerprint(&self.scratch);
        let fits = self.fits_sample();
        if !fits && (self.seen.contains(&hash) || self.kept.len() >= KEPT_CAP) {
            return;
        }
        let id = self.problem.arena.push(node);
        if fits && self.fits_everywhere(id) {
            self.found = Some(id);
            return;
        }
        if self.kept.len() < KEPT_CAP && self.seen.insert(hash) {
            self.store(id);
        } else {
            // Not kept: the node is the last one, drop it.
            self.problem.arena.nodes.pop();
        }
    }

    fn fits_sample(&self) -> bool {
        match &self.problem.target {
            Target::Values(t) => self
                .sample
                .iter()
                .zip(&self.scratch)
                .all(|(&p, &v)| t[p] == v),
            Target::Lost(t) => self
                .sample
                .iter()
                .zip(&self.scratch)
                .all(|(&p, &v)| t[p] == (v != 0)),
        }
    }

    fn keep_or_check(&mut self, id: u32) {
        let fits = self.fits_sample();
        if fits && self.fits_everywhere(id) {
            self.found = Some(id);
            return;
        }
        let hash = fingerprint(&self.scratch);
        if self.seen.insert(hash) {
            self.store(id);
        }
    }

    fn store(&mut self, id: u32) {
        let first = self.scratch[0];
        let constant = self.scratch.iter().all(|&v| v == first);
        let boolean = self.scratch.iter().all(|&v| v == 0 || v == 1);
        self.values.extend_from_slice(&self.scratch);
        self.kept.push(Kept {
            node: id,
            constant,
            boolean,
        });
    }

    fn fits_everywhere(&self, id: u32) -> bool {
        let p = &*self.problem;
        (0..p.points.len()).all(|i| {
            p.arena
                .eval(id, &p.points[i])
                .is_some_and(|v| p.target.fits(i, v))
        })
    }
}

/// `op` on every pair of `a` and `b`, into `out`; false if one has no
/// value. One loop per operator, the operator chosen outside it.
fn binary_vector(op: Bin, a: &[i64], b: &[i64], out: &mut [i64]) -> bool {
    macro_rules! each {
        ($f:expr) => {{
            for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
                *o = $f(x, y);
            }
            true
        }};
    }
    macro_rules! each_checked {
        ($f:expr) => {{
            for ((o, &x), &y) in out.iter_mut().zip(a).zip(b) {
                match $f(x, y) {
                    Some(v) => *o = v,
                    None => return false,
                }
            }
            true
        }};
    }
    match op {
        Bin::Add => each_checked!(i64::checked_add),
        Bin::Sub => each_checked!(i64::checked_sub),
        Bin::Mul => each_checked!(i64::checked_mul),
        Bin::Div => each_checked!(i64::checked_div),
        Bin::Rem => each_checked!(i64::checked_rem),
        Bin::Xor => each!(|x, y| x ^ y),
        Bin::BitAnd => each!(|x, y| x & y),
        Bin::BitOr => each!(|x, y| x | y),
        Bin::Min => each!(i64::min),
        Bin::Max => each!(i64::max),
        Bin::Eq => each!(|x, y| i64::from(x == y)),
        Bin::Ne => each!(|x, y| i64::from(x != y)),
        Bin::Lt => each!(|x, y| i64::from(x < y)),
        Bin::Le => each!(|x, y| i64::from(x <= y)),
        Bin::And => each!(|x, y| i64::from(x != 0 && y != 0)),
        Bin::Or => each!(|x, y| i64::from(x != 0 || y != 0)),
        Bin::Shl | Bin::Shr => each_checked!(|x, y| op.apply(x, y)),
    }
}

/// A progress line on stderr, drawn on a terminal only, from a second on.
struct Progress {
    clocks: Clocks,
    drawn: bool,
    terminal: bool,
}

impl Progress {
    fn new() -> Progress {
        Progress {
            clocks: Clocks::start(),
            drawn: false,
            terminal: std::io::stderr().is_terminal(),
        }
    }

    fn show(&mut self, message: &str) {
        if self.terminal && self.clocks.wall() >= Duration::from_secs(1) {
            eprint!("\r\x1b[2K{}: {}", self.clocks.show(), message);
            self.drawn = true;
        }
    }

    fn clear(self) {
        if self.drawn {
            eprint!("\r\x1b[2K");
        }
    }
}
