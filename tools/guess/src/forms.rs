//! The structured answers the theory predicts, tried before any search:
//! a periodic sequence written as a lookup of its period (proven where the
//! period is, by the library's `grundy::period`), and piecewise forms by
//! residue class modulo m <= 12, each class an arithmetic progression (a
//! period with a saltus, such as Lasker's Nim: n mod 4 -> n - 1, n, n,
//! n + 1), after a few exceptions at the start.

use super::term::{Arena, Bin, Node};

/// The largest modulus of a piecewise form.
pub const MAX_MODULUS: i64 = 12;
/// The most exceptions at the start of a piecewise form.
const MAX_START: usize = 16;
/// Bits of one lookup mask (below the sign bit, to keep the masks positive).
const CHUNK: usize = 62;

/// `values[i]` for `i` the value of node `index` (`0 <= i < values.len()`),
/// written with masks: `(M >> i) & 1 ? v : ...`, one mask a value (the most
/// common value last, without a test), in chunks of [`CHUNK`] indices.
pub fn lookup(arena: &mut Arena, index: u32, values: &[i64]) -> u32 {
    if values.len() > CHUNK {
        let first = lookup(arena, index, &values[..CHUNK]);
        let bound = arena.push(Node::Const(CHUNK as i64));
        let below = arena.push(Node::Bin(Bin::Lt, index, bound));
        let shifted = arena.push(Node::Bin(Bin::Sub, index, bound));
        let rest = lookup(arena, shifted, &values[CHUNK..]);
        return arena.push(Node::Cond(below, first, rest));
    }
    let mut distinct: Vec<(i64, usize)> = Vec::new();
    for &v in values {
        match distinct.iter_mut().find(|(d, _)| *d == v) {
            Some((_, c)) => *c += 1,
            None => distinct.push((v, 1)),
        }
    }
    // The most common value is the default (the first of them on a tie).
    let default = distinct
        .iter()
        .enumerate()
        .max_by_key(|&(i, &(_, c))| (c, usize::MAX - i))
        .map(|(_, &(v, _))| v)
        .unwrap_or(0);
    let mut node = arena.push(Node::Const(default));
    let one = arena.push(Node::Const(1));
    for &(v, _) in distinct.iter().rev() {
        if v == default {
            continue;
        }
        let mask = values
            .iter()
            .enumerate()
            .filter(|&(_, &w)| w == v)
            .fold(0i64, |m, (i, _)| m | 1 << i);
        let mask = arena.push(Node::Const(mask));
        let shifted = arena.push(Node::Bin(Bin::Shr, mask, index));
        let bit = arena.push(Node::Bin(Bin::BitAnd, shifted, one));
        let value = arena.push(Node::Const(v));
        node = arena.push(Node::Cond(bit, value, node));
    }
    node
}

/// The periodic sequence with pre-period `pre` and period `period` whose
/// first `pre + period` values are `g` (saltus 0): `n < pre ? lookup(n) :
/// lookup'(n % period)`.
pub fn periodic(arena: &mut Arena, n: u32, g: &[i64], pre: usize, period: usize) -> u32 {
    let mut cycle = vec![0; period];
    for i in pre..pre + period {
        cycle[i % period] = g[i];
    }
    let p = arena.push(Node::Const(period as i64));
    let r = arena.push(Node::Bin(Bin::Rem, n, p));
    let tail = lookup(arena, r, &cycle);
    if pre == 0 {
        return tail;
    }
    let head = lookup(arena, n, &g[..pre]);
    let bound = arena.push(Node::Const(pre as i64));
    let below = arena.push(Node::Bin(Bin::Lt, n, bound));
    arena.push(Node::Cond(below, head, tail))
}

/// One residue class's values: `step` more each `m` further.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Progression {
    /// The value at `n = r` extended back (`value(n) = base + step * (n / m)`).
    base: i64,
    step: i64,
}

/// The smallest piecewise form that fits `g`: a modulus `m <= 12`, a start
/// `s <= 16` (exceptions below it), and each class of `n mod m` from `s` on
/// an arithmetic progression in `n / m`; each class seen at least three
/// times. `None` if none fits. Returns the formula and `(m, s)`.
pub fn residue_classes(arena: &mut Arena, n: u32, g: &[i64]) -> Option<(u32, i64, usize)> {
    for m in 1..=MAX_MODULUS as usize {
        for s in 0..=MAX_START {
            if g.len() < s + 3 * m {
                break;
            }
            if let Some(classes) = fit_classes(g, m, s) {
                return Some((build(arena, n, g, m, s, &classes), m as i64, s));
            }
        }
    }
    None
}

fn fit_classes(g: &[i64], m: usize, s: usize) -> Option<Vec<Progression>> {
    let mut classes = Vec::with_capacity(m);
    for r in 0..m {
        // The first n >= s with n % m == r.
        let first = s + (r + m - s % m) % m;
        let a = g[first];
        let b = *g.get(first + m)?;
        let step = b.checked_sub(a)?;
        let q = (first / m) as i64;
        let base = a.checked_sub(step.checked_mul(q)?)?;
        let mut i = first;
        while i < g.len() {
            if Some(g[i])
                != step
                    .checked_mul((i / m) as i64)
                    .and_then(|v| v.checked_add(base))
            {
                return None;
            }
            i += m;
        }
        classes.push(Progression { base, step });
    }
    Some(classes)
}

/// The formula of one class: `base + step * (n / m)`, written as `n + c`
/// where `step == m` (the class's `n` itself shifted), or a constant.
fn class_formula(arena: &mut Arena, n: u32, m: usize, r: usize, p: Progression) -> u32 {
    let m = m as i64;
    if p.step == 0 {
        return arena.push(Node::Const(p.base));
    }
    if p.step == m {
        // base + m * (n / m) = base + n - r.
        let c = p.base - r as i64;
        return offset(arena, n, c);
    }
    let mc = arena.push(Node::Const(m));
    let q = if m == 1 {
        n
    } else {
        arena.push(Node::Bin(Bin::Div, n, mc))
    };
    let scaled = if p.step == 1 {
        q
    } else {
        let s = arena.push(Node::Const(p.step));
        arena.push(Node::Bin(Bin::Mul, s, q))
    };
    offset(arena, scaled, p.base)
}

/// `a + c`, `a - |c|` or `a`.
fn offset(arena: &mut Arena, a: u32, c: i64) -> u32 {
    if c == 0 {
        return a;
    }
    let (op, c) = if c > 0 { (Bin::Add, c) } else { (Bin::Sub, -c) };
    let k = arena.push(Node::Const(c));
    arena.push(Node::Bin(op, a, k))
}

fn build(arena: &mut Arena, n: u32, g: &[i64], m: usize, s: usize, classes: &[Progression]) -> u32 {
    // Group the classes by their formula; the largest group is the default.
    let mut groups: Vec<(Progression, Vec<usize>)> = Vec::new();
    for (r, &p) in classes.iter().enumerate() {
        // Classes with step == m share a formula only with equal base - r.
        let key = if p.step == m as i64 && m > 1 {
            Progression {
                base: p.base - r as i64,
                step: p.step,
            }
        } else {
            p
        };
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, rs)) => rs.push(r),
            None => groups.push((key, vec![r])),
        }
    }
    let default = (0..groups.len())
        .max_by_key(|&i| (groups[i].1.len(), usize::MAX - i))
        .unwrap_or(0);
    let (_, rs) = &groups[default];
    let mut node = class_formula(arena, n, m, rs[0], classes[rs[0]]);
    let mc = arena.push(Node::Const(m as i64));
    let rem = arena.push(Node::Bin(Bin::Rem, n, mc));
    for (i, (_, rs)) in groups.iter().enumerate().rev() {
        if i == default {
            continue;
        }
        let value = class_formula(arena, n, m, rs[0], classes[rs[0]]);
        let test = residue_test(arena, rem, rs, m);
        node = arena.push(Node::Cond(test, value, node));
    }
    if s > 0 {
        let head = lookup(arena, n, &g[..s]);
        let bound = arena.push(Node::Const(s as i64));
        let below = arena.push(Node::Bin(Bin::Lt, n, bound));
        node = arena.push(Node::Cond(below, head, node));
    }
    node
}

/// `rem == r1 || rem == r2` for up to two residues, else a mask test
/// `(M >> rem) & 1`.
pub fn residue_test(arena: &mut Arena, rem: u32, rs: &[usize], m: usize) -> u32 {
    let _ = m;
    if rs.len() <= 2 {
        let mut node: Option<u32> = None;
        for &r in rs {
            let c = arena.push(Node::Const(r as i64));
            let eq = arena.push(Node::Bin(Bin::Eq, rem, c));
            node = Some(match node {
                None => eq,
                Some(prev) => arena.push(Node::Bin(Bin::Or, prev, eq)),
            });
        }
        return node.expect("a group has a residue");
    }
    let mask = rs.iter().fold(0i64, |acc, &r| acc | 1 << r);
    let mask = arena.push(Node::Const(mask));
    let shifted = arena.push(Node::Bin(Bin::Shr, mask, rem));
    let one = arena.push(Node::Const(1));
    arena.push(Node::Bin(Bin::BitAnd, shifted, one))
}

/// The smallest residue predicate for the lost positions: a modulus
/// `m <= 12` and a start `s <= 16` such that from `s` on, whether `n` is
/// lost depends on `n mod m` only (each class seen three times), with a
/// lookup of the first `s`. Returns the formula and `(m, s)`.
pub fn lost_residues(arena: &mut Arena, n: u32, lost: &[bool]) -> Option<(u32, i64, usize)> {
    for m in 1..=MAX_MODULUS as usize {
        for s in 0..=MAX_START {
            if lost.len() < s + 3 * m {
                break;
            }
            let mut class: Vec<Option<bool>> = vec![None; m];
            let fits = (s..lost.len()).all(|i| {
                let c = &mut class[i % m];
                match *c {
                    None => {
                        *c = Some(lost[i]);
                        true
                    }
                    Some(b) => b == lost[i],
                }
            });
            if !fits {
                continue;
            }
            let rs: Vec<usize> = (0..m).filter(|&r| class[r] == Some(true)).collect();
            let mut node = if rs.is_empty() {
                arena.push(Node::Const(0))
            } else if rs.len() == m {
                arena.push(Node::Const(1))
            } else {
                let mc = arena.push(Node::Const(m as i64));
                let rem = arena.push(Node::Bin(Bin::Rem, n, mc));
                residue_test(arena, rem, &rs, m)
            };
            if s > 0 {
                let head: Vec<i64> = lost[..s].iter().map(|&b| i64::from(b)).collect();
                let head = lookup(arena, n, &head);
                let bound = arena.push(Node::Const(s as i64));
                let below = arena.push(Node::Bin(Bin::Lt, n, bound));
                node = arena.push(Node::Cond(below, head, node));
            }
            return Some((node, m as i64, s));
        }
    }
    None
}
