//! Fuzz targets: the partizan layer's dyadic and canonical arithmetic
//! against naive references written from the definitions.
//!
//! - `Dyadic`: every operation against exact `i128` rationals, and
//!   `simplest_between` against a walk down Conway's tree of numbers (0 on
//!   day 0; from `x`, the child toward the interval is the next integer while
//!   one side is open, else the midpoint of the two nearest ancestors), the
//!   first number of the walk inside the interval being the simplest.
//! - `Canonical`: random game trees `{L | R}` of depth up to 3, valued by
//!   naive minimax (who wins moving first) and compared by the recursive
//!   definition of `<=`; sums as trees of sums, the canonical form rebuilt as
//!   a tree and checked equal to the game it came from.
//! - Blue-Red-Green stalks: `hackenbush::stalk` against the canonical form of
//!   the stalk's game built from its cutting rule.
//!
//! Quick run: `cargo test --test fuzz_partizan`; long run: docs/testing.md.

mod fuzzing;

use fuzzing::{catch, fuzz};
use grundy::partizan::hackenbush::stalk;
use grundy::partizan::{Canonical, Dyadic, GameId, Outcome};
use proptest::prelude::*;
use std::collections::HashMap;

// ---------------------------------------------------------------- dyadic

/// An exact rational `n / 2^e` (`e <= 64`).
#[derive(Clone, Copy, Debug)]
struct Q {
    n: i128,
    e: u32,
}

impl Q {
    fn of(d: &Dyadic) -> Q {
        let (l, e) = d.to_limbs();
        let n = match l.len() {
            0 => 0,
            1 => i128::from(l[0] as i64),
            2 => (u128::from(l[0]) | (u128::from(l[1]) << 64)) as i128,
            _ => panic!("{d:?} is beyond i128"),
        };
        Q { n, e: e as u32 }
    }
    fn int(n: i128) -> Q {
        Q { n, e: 0 }
    }
    /// `(a, b)` over the common denominator (both below 2^127 in size).
    fn common(a: Q, b: Q) -> (i128, i128, u32) {
        let e = a.e.max(b.e);
        (a.n << (e - a.e), b.n << (e - b.e), e)
    }
    fn cmp(a: Q, b: Q) -> std::cmp::Ordering {
        let (x, y, _) = Q::common(a, b);
        x.cmp(&y)
    }
    fn floor(self) -> i128 {
        self.n.div_euclid(1i128 << self.e)
    }
    fn ceil(self) -> i128 {
        -Q {
            n: -self.n,
            e: self.e,
        }
        .floor()
    }
    /// In lowest terms.
    fn reduce(mut self) -> Q {
        while self.e > 0 && self.n % 2 == 0 {
            self.n /= 2;
            self.e -= 1;
        }
        if self.n == 0 {
            self.e = 0;
        }
        self
    }
    /// The `Dyadic` (any size: numbers no longer stop at i64 / 2^62).
    fn dyadic(self) -> Option<Dyadic> {
        let q = self.reduce();
        let limbs = vec![q.n as u64, (q.n >> 64) as u64];
        Some(Dyadic::from_limbs(limbs, u64::from(q.e)))
    }
    fn mid(a: Q, b: Q) -> Q {
        let (x, y, e) = Q::common(a, b);
        Q { n: x + y, e: e + 1 }.reduce()
    }
}

/// The simplest number strictly inside `(lo, hi)` by the walk down the tree
/// of numbers; `None` if it needs a denominator above 2^64 (beyond this
/// reference; never for ends with denominators up to 2^62).
fn simplest_ref(lo: Option<Q>, hi: Option<Q>) -> Option<Dyadic> {
    let inside = |x: Q| {
        lo.map_or(true, |l| Q::cmp(x, l).is_gt()) && hi.map_or(true, |h| Q::cmp(x, h).is_lt())
    };
    let (mut below, mut above): (Option<Q>, Option<Q>) = (None, None);
    let mut x = Q::int(0);
    loop {
        if inside(x) {
            return x.dyadic();
        }
        if x.e > 64 || x.n.unsigned_abs() > 1 << 66 {
            return None;
        }
        if lo.map_or(false, |l| Q::cmp(x, l).is_le()) {
            x = match above {
                // Still on the integers: the walk steps x + 1, x + 2, ...,
                // each below l, to the first integer above l (taken at once).
                None => {
                    let f = lo.unwrap().floor().max(x.n);
                    below = Some(Q::int(f));
                    Q::int(f + 1)
                }
                Some(u) => {
                    below = Some(x);
                    Q::mid(x, u)
                }
            };
        } else {
            x = match below {
                None => {
                    let c = hi.unwrap().ceil().min(x.n);
                    above = Some(Q::int(c));
                    Q::int(c - 1)
                }
                Some(b) => {
                    above = Some(x);
                    Q::mid(b, x)
                }
            };
        }
    }
}

fn dyadic() -> impl Strategy<Value = Dyadic> {
    let num = prop_oneof![
        3 => -40i64..=40,
        1 => prop::sample::select(vec![i64::MIN, i64::MIN + 1, i64::MAX, i64::MAX - 1, 1 << 62, -(1 << 62)]),
        1 => any::<i64>(),
    ];
    let exp = prop_oneof![3 => 0u32..=6, 1 => 55u32..=62, 1 => 0u32..=62];
    (num, exp).prop_map(|(n, e)| Dyadic::new(n, e))
}

fn check_dyadics(a: Dyadic, b: Dyadic, raw: (i64, u32)) -> Result<(), TestCaseError> {
    let (qa, qb) = (Q::of(&a), Q::of(&b));
    // new: the value num / 2^exp in lowest terms.
    let d = Dyadic::new(raw.0, raw.1);
    check!(
        Q::cmp(
            Q::of(&d),
            Q {
                n: i128::from(raw.0),
                e: raw.1
            }
        )
        .is_eq()
            && d.exp() <= 62
            && (d.exp() == 0 || d.num().unwrap() % 2 != 0)
            && (d.num() != Some(0) || d.exp() == 0),
        "new{raw:?} = {d:?}"
    );
    // Sum, difference, negative: the exact value at any size (a result
    // beyond i64 / 2^62 panicked with "dyadic overflow" before).
    let (x, y, e) = Q::common(qa, qb);
    let sum = Q { n: x + y, e }.dyadic();
    let diff = Q { n: x - y, e }.dyadic();
    let neg = Q { n: -qa.n, e: qa.e }.dyadic();
    for (what, got, want) in [
        ("+", catch(|| &a + &b), sum),
        ("-", catch(|| &a - &b), diff),
        ("neg", catch(|| -&a), neg),
    ] {
        match (got, want) {
            (Ok(g), Some(w)) => check!(g == w, "{a:?} {what} {b:?} = {g:?}, want {w:?}"),
            (got, want) => {
                return Err(TestCaseError::fail(format!(
                    "{a:?} {what} {b:?} = {got:?}, want {want:?}"
                )))
            }
        }
    }
    check!(a.cmp(&b) == Q::cmp(qa, qb), "cmp({a:?}, {b:?})");
    check!(
        a == b || Q::cmp(qa, qb).is_ne(),
        "equal values, unequal fields: {a:?} {b:?}"
    );
    check!(
        Some(a.floor()) == Q::int(qa.floor()).dyadic(),
        "floor({a:?})"
    );
    check!(Some(a.ceil()) == Q::int(qa.ceil()).dyadic(), "ceil({a:?})");
    check!(
        a.is_integer() == (qa.n % (1i128 << qa.e) == 0),
        "is_integer({a:?})"
    );
    // Birthday: |n| for an integer, floor(|x|) + 1 + q for p / 2^q.
    let whole = Q {
        n: qa.n.abs(),
        e: qa.e,
    }
    .floor();
    let day = if qa.e == 0 {
        whole
    } else {
        whole + 1 + i128::from(qa.e)
    };
    check!(
        Some(a.birthday()) == Q::int(day).dyadic(),
        "birthday({a:?}) = {}, want {day}",
        a.birthday()
    );
    // The simplest number between, each side open or not.
    for (lo, hi) in [
        (Some(a.clone()), Some(b.clone())),
        (Some(a.clone()), None),
        (None, Some(b.clone())),
        (None, None),
    ] {
        let got = catch(|| Dyadic::simplest_between(lo.clone(), hi.clone()));
        let empty = matches!((&lo, &hi), (Some(l), Some(h)) if l >= h);
        match got {
            Err(msg) if empty => check!(
                msg.contains("no number strictly between"),
                "{lo:?} {hi:?}: {msg}"
            ),
            _ if empty => {
                return Err(TestCaseError::fail(format!(
                    "simplest_between({lo:?}, {hi:?}) = {got:?}: an empty interval"
                )))
            }
            got => {
                let want = simplest_ref(lo.as_ref().map(Q::of), hi.as_ref().map(Q::of));
                match (got, want) {
                    (Ok(g), Some(w)) => check!(
                        g == w,
                        "simplest_between({lo:?}, {hi:?}) = {g:?}, want {w:?}"
                    ),
                    (got, want) => {
                        return Err(TestCaseError::fail(format!(
                            "simplest_between({lo:?}, {hi:?}) = {got:?}, want {want:?}"
                        )))
                    }
                }
            }
        }
    }
    Ok(())
}

#[test]
fn fuzz_dyadic_against_exact_rationals() {
    let raw = (any::<i64>(), 0u32..=62);
    fuzz(
        "dyadic",
        4211,
        4000,
        (dyadic(), dyadic(), raw),
        |(a, b, raw)| check_dyadics(a, b, raw),
    );
}

#[test]
fn the_tree_walk_finds_the_simplest_numbers_of_the_docs() {
    let d = |p, q| Some(Q::of(&Dyadic::new(p, q)));
    assert_eq!(simplest_ref(None, None), Some(Dyadic::ZERO));
    assert_eq!(simplest_ref(d(2, 0), None), Some(Dyadic::int(3)));
    assert_eq!(simplest_ref(d(1, 1), d(3, 0)), Some(Dyadic::int(1)));
    assert_eq!(simplest_ref(d(1, 2), d(1, 1)), Some(Dyadic::new(3, 3)));
    assert_eq!(simplest_ref(d(-5, 2), d(-1, 3)), Some(Dyadic::int(-1)));
    assert_eq!(simplest_ref(d(-5, 2), d(-1, 0)), Some(Dyadic::new(-9, 3)));
    assert_eq!(
        simplest_ref(d(i64::MAX, 0), None),
        Some(Dyadic::int(i64::MAX) + Dyadic::int(1))
    );
    assert_eq!(simplest_ref(d(0, 0), d(1, 62)), Some(Dyadic::new(1, 63)));
}

// ------------------------------------------------------------- canonical

/// A game as a tree of its options.
#[derive(Clone, Debug)]
struct Tree {
    l: Vec<Tree>,
    r: Vec<Tree>,
}

fn tree() -> impl Strategy<Value = Tree> {
    Just(Tree {
        l: vec![],
        r: vec![],
    })
    .prop_recursive(3, 16, 3, |inner| {
        (
            prop::collection::vec(inner.clone(), 0..3),
            prop::collection::vec(inner, 0..3),
        )
            .prop_map(|(l, r)| Tree { l, r })
    })
}

/// Games as nodes of an arena, with naive minimax and comparison.
#[derive(Default)]
struct Naive {
    nodes: Vec<(Vec<usize>, Vec<usize>)>,
    first: HashMap<(Vec<usize>, bool), bool>,
    le: HashMap<(usize, usize), bool>,
}

impl Naive {
    fn add_tree(&mut self, t: &Tree) -> usize {
        let l = t.l.iter().map(|s| self.add_tree(s)).collect();
        let r = t.r.iter().map(|s| self.add_tree(s)).collect();
        self.nodes.push((l, r));
        self.nodes.len() - 1
    }

    /// The canonical form `g` of `c`, as a node.
    fn add_canonical(&mut self, c: &mut Canonical, g: GameId) -> usize {
        let l = c
            .left(g)
            .to_vec()
            .into_iter()
            .map(|x| self.add_canonical(c, x))
            .collect();
        let r = c
            .right(g)
            .to_vec()
            .into_iter()
            .map(|x| self.add_canonical(c, x))
            .collect();
        self.nodes.push((l, r));
        self.nodes.len() - 1
    }

    /// Whether the player to move (Left if `left`) wins the sum `parts`:
    /// some move in one component to a sum the other loses moving first.
    fn wins_first(&mut self, parts: &[usize], left: bool) -> bool {
        let key = (parts.to_vec(), left);
        if let Some(&w) = self.first.get(&key) {
            return w;
        }
        let mut win = false;
        'search: for (i, &p) in parts.iter().enumerate() {
            let options = if left {
                self.nodes[p].0.clone()
            } else {
                self.nodes[p].1.clone()
            };
            for o in options {
                let mut next = parts.to_vec();
                next[i] = o;
                if !self.wins_first(&next, !left) {
                    win = true;
                    break 'search;
                }
            }
        }
        self.first.insert(key, win);
        win
    }

    fn outcome(&mut self, parts: &[usize]) -> Outcome {
        match (self.wins_first(parts, true), self.wins_first(parts, false)) {
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (true, true) => Outcome::Next,
            (false, false) => Outcome::Previous,
        }
    }

    /// `g <= h`: no Left option of g at least h, no Right option of h at
    /// most g (ONAG's definition).
    fn le(&mut self, g: usize, h: usize) -> bool {
        if let Some(&v) = self.le.get(&(g, h)) {
            return v;
        }
        let v = !self.nodes[g].0.clone().into_iter().any(|gl| self.le(h, gl))
            && !self.nodes[h].1.clone().into_iter().any(|hr| self.le(hr, g));
        self.le.insert((g, h), v);
        v
    }

    fn eq(&mut self, g: usize, h: usize) -> bool {
        self.le(g, h) && self.le(h, g)
    }
}

/// The canonical form of `t`, built bottom-up through `from_options`.
fn build(c: &mut Canonical, t: &Tree) -> GameId {
    let l: Vec<GameId> = t.l.iter().map(|s| build(c, s)).collect();
    let r: Vec<GameId> = t.r.iter().map(|s| build(c, s)).collect();
    c.from_options(&l, &r)
}

fn swap(o: Outcome) -> Outcome {
    match o {
        Outcome::Left => Outcome::Right,
        Outcome::Right => Outcome::Left,
        o => o,
    }
}

fn check_canonical(trees: &[Tree; 3]) -> Result<(), TestCaseError> {
    let mut c = Canonical::new();
    let mut naive = Naive::default();
    let g: Vec<GameId> = trees.iter().map(|t| build(&mut c, t)).collect();
    let n: Vec<usize> = trees.iter().map(|t| naive.add_tree(t)).collect();
    for i in 0..3 {
        let want = naive.outcome(&[n[i]]);
        check!(
            c.outcome(g[i]) == want,
            "outcome of game {i}: {:?}, want {want:?}",
            c.outcome(g[i])
        );
        // The canonical form, as a tree, equals the game.
        let back = naive.add_canonical(&mut c, g[i]);
        check!(
            naive.eq(back, n[i]),
            "the canonical form {} of game {i} is not equal to it",
            c.display(g[i])
        );
        let neg = c.neg(g[i]);
        check!(c.outcome(neg) == swap(want), "outcome of -game {i}");
        let zero = c.zero();
        check!(c.sub(g[i], g[i]) == zero, "game {i} - itself is not 0");
        check!(!c.display(g[i]).is_empty(), "display of game {i}");
        if let Some(x) = c.as_number(g[i]) {
            check!(
                c.from_number(x.clone()) == g[i],
                "as_number of game {i}: {x}, another form"
            );
        }
        for j in 0..3 {
            let want = naive.le(n[i], n[j]);
            check!(
                c.le(g[i], g[j]) == want,
                "le(game {i}, game {j}) = {}, want {want}",
                !want
            );
            // Canonical forms are unique: equal games, one id.
            let eq = naive.eq(n[i], n[j]);
            check!(
                (g[i] == g[j]) == eq,
                "games {i}, {j}: equal {eq}, ids {:?} {:?}",
                g[i],
                g[j]
            );
            let sum = c.add(g[i], g[j]);
            let want = naive.outcome(&[n[i], n[j]]);
            check!(
                c.outcome(sum) == want,
                "outcome of game {i} + game {j}: {:?}, want {want:?}",
                c.outcome(sum)
            );
        }
    }
    let all = c.sum(&g);
    let want = naive.outcome(&n);
    check!(
        c.outcome(all) == want,
        "outcome of the sum of three: {:?}, want {want:?}",
        c.outcome(all)
    );
    let total = c.add(g[0], g[1]);
    let total = c.add(total, g[2]);
    check!(all == total, "sum of three != (a + b) + c");
    Ok(())
}

#[test]
fn fuzz_canonical_forms_against_minimax() {
    fuzz("canonical", 4212, 300, [tree(), tree(), tree()], |trees| {
        check_canonical(&trees)
    });
}

// ---------------------------------------------------------------- stalks

fn check_stalk(s: &str) -> Result<(), TestCaseError> {
    let mut c = Canonical::new();
    // The game of each prefix of the stalk: cutting edge i leaves s[..i].
    let mut prefix: Vec<GameId> = vec![c.zero()];
    for j in 1..=s.len() {
        let cut = |colour: u8| -> Vec<GameId> {
            (0..j)
                .filter(|&i| s.as_bytes()[i] == colour || s.as_bytes()[i] == b'G')
                .map(|i| prefix[i])
                .collect()
        };
        let (l, r) = (cut(b'B'), cut(b'R'));
        let g = c.from_options(&l, &r);
        prefix.push(g);
    }
    let game = prefix[s.len()];
    let green_below = s.find('G').map_or(false, |i| s[i..].contains(['B', 'R']));
    match catch(|| stalk(s)) {
        Ok(Some(v)) => {
            check!(!green_below, "stalk({s}) = {v}, want None (green below)");
            let x = c.from_number(v.number.clone());
            let star = c.nimber(v.nimber);
            let want = c.add(x, star);
            check!(
                want == game,
                "stalk({s}) = {v}, the game is {}",
                c.display(game)
            );
        }
        Ok(None) => check!(
            green_below,
            "stalk({s}) = None, the game is {}",
            c.display(game)
        ),
        Err(msg) => return Err(TestCaseError::fail(format!("stalk({s}) panicked: {msg}"))),
    }
    Ok(())
}

#[test]
fn fuzz_stalks_against_their_canonical_forms() {
    let s = prop::collection::vec(prop::sample::select(vec!['B', 'R', 'G']), 0..14)
        .prop_map(|v| v.into_iter().collect::<String>());
    fuzz("stalks", 4213, 400, s, |s| check_stalk(&s));
}

/// Found by `fuzz_dyadic_against_exact_rationals` (seed 4211): between
/// -2^62 and -2^62 + 1/2 the simplest number is -2^62 + 1/4 = (1 - 2^64) / 4,
/// whose numerator is outside i64. `simplest_between` panicked (first with a
/// wrong `expect`, then with "dyadic overflow"); numbers of any size now
/// make it exact.
#[test]
fn regression_simplest_between_with_a_numerator_outside_i64() {
    let lo = Dyadic::int(-(1 << 62));
    let hi = Dyadic::new(-i64::MAX, 1);
    let got = Dyadic::simplest_between(Some(lo.clone()), Some(hi.clone()));
    assert_eq!(got, &lo + &Dyadic::new(1, 2));
    assert_eq!(simplest_ref(Some(Q::of(&lo)), Some(Q::of(&hi))), Some(got));
    // The mirror image: (2^62 - 1/2, 2^62) holds 2^62 - 1/4; and (0, 1/2^61)
    // holds 1/2^62.
    let got = Dyadic::simplest_between(Some(-&hi), Some(-&lo));
    assert_eq!(got, -&lo - Dyadic::new(1, 2));
    assert_eq!(
        Dyadic::simplest_between(Some(Dyadic::ZERO), Some(Dyadic::new(1, 61))),
        Dyadic::new(1, 62)
    );
}
