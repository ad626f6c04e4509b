//! Blue-Red(-Green) Hackenbush: a graph with some vertices on the ground;
//! Left (Blue) cuts a blue or green edge, Right (Red) a red or green one,
//! and every edge no longer connected to the ground falls. Whoever cannot
//! move loses (Winning Ways ch. 1, 2 and 7).
//!
//! # Stalks in O(length) (Winning Ways ch. 1; Berlekamp's rule)
//!
//! A stalk is a path standing on the ground, its colours read from the
//! ground up. A Blue-Red stalk is a number: its first run of `a` edges of
//! one colour counts `±a` (blue +, red -), and from the first edge of the
//! other colour on, the `j`-th edge counts `±1/2^j` (`BR` = 1 - 1/2 = 1/2,
//! `BRR` = 1 - 1/2 - 1/4 = 1/4, `BRB` = 3/4): Berlekamp's rule for
//! Hackenbush strings (Winning Ways ch. 1). Cutting an edge leaves a
//! prefix, and the value is the simplest number between Left's and Right's
//! prefixes; the tests compare the rule with that definition and with a
//! minimax search on every stalk of up to 8 edges.
//!
//! With `g` green edges on top of a Blue-Red stalk `S` (worth `v`), the
//! stalk is `v + *g`: every cut below the green part leaves a prefix worth
//! less than `v` for Left's cuts and more for Right's (a number's Left
//! options are below it, its Right options above), and a cut in the green
//! part leaves `v + *j`, `j < g`, for either player; so by the rule of
//! [`number_nimber`](super::number_nimber) (both sides' best number `v`,
//! both sides' nimbers `0..g`, mex `g`) the stalk is `v + *g`.
//! [`stalk`] gives these; a green edge below a blue or red one is not
//! covered (`GB` is `^*`, no number plus nimber): use the graph solver.
//!
//! # Trees in O(edges)
//!
//! Values are exact at any size ([`Dyadic`] has no limit): a path of
//! 200,000 alternating edges is worth about `±2/3` with a denominator of
//! `2^199999`, built in place in O(1) amortised steps an edge (see
//! [`tree`]; `docs/partizan.md` has the measured cost).
//!
//! A tree stands on the ground at its root; the root's branches meet only
//! at the ground, so the tree is the sum of its branches. A branch is an
//! edge `e` with the tree `T` above it: cutting `e` removes all of `T`, a
//! move in `T` leaves `e`, so the branch is Conway's ordinal sum `e : T`
//! (ONAG; Winning Ways ch. 7 for Green Hackenbush's colon principle).
//! For Blue-Red trees every value is a number, and with `x` the value of
//! `T` a blue edge gives
//!
//! `1 : x = (x + n) / 2^(n-1)`, `n` the least integer `>= 1` with `x + n > 1`,
//!
//! and a red edge `-(1 : -x)` (van Roode's signed binary method; Carvalho,
//! Huggan, Nowakowski, Pereira dos Santos, *Ordinal sums, clockwise
//! Hackenbush, and domino shave*, De Gruyter 2022, arXiv:2011.11518,
//! generalise it; Kattis "Hackenbush Purplehearts" sets it). On stalks: B over 0 is 1, over 2 is 3, over -1 is 1/2,
//! over -1/2 is 3/4: Berlekamp's rule above. Why it holds: by induction on
//! the tree, `e : T = {0, f(T^L) | f(T^R)}` with `f(y) = 1 : y` strictly
//! increasing and positive, so it is the simplest number between
//! `max(0, f(a))` and `f(b)` where `x` is the simplest between `a` (Left's
//! best in `T`) and `b` (Right's); `f` maps the tree of numbers (by
//! birthday) onto its subtree of positive numbers (it prefixes a blue edge
//! to `x`'s Hackenbush string), so it keeps "simplest between", `-infinity`
//! going to 0. The tests compare [`tree`] with the graph solver below and a
//! minimax search on every tree of up to 7 edges in every colouring.
//!
//! Green: an all-green branch is a nimber by the colon principle (a green
//! edge under `*k` is `*(k+1)`, branches add by XOR; Winning Ways ch. 7),
//! so a tree whose root branches are each Blue-Red or all green is
//! `number + nimber`. A branch mixing green with blue or red is generally
//! no number plus nimber (`GB` is `^*`): [`tree`] returns `None` and the
//! graph solver takes it.
//!
//! # Any small graph
//!
//! [`Hackenbush`] is the game on any graph of up to 64 edges as a
//! [`Partizan`] game whose position is the set of edges left: value it with
//! [`Solver::numbers`](super::Solver::numbers) (Blue-Red graphs are numbers,
//! Winning Ways ch. 2), [`Solver::number_nimbers`](super::Solver::number_nimbers)
//! or with a [`Canonical`](super::Canonical) arena. A move's result is
//! split into the pieces that meet only at the ground, each its own
//! component of the sum, so a tree of many branches is a sum of smaller
//! positions.
//!
//! ```
//! use grundy::partizan::hackenbush::{stalk, Colour, Hackenbush};
//! use grundy::partizan::{Dyadic, Solver};
//! assert_eq!(stalk("BRR").unwrap().to_string(), "1/4");
//! assert_eq!(stalk("RBBG").unwrap().to_string(), "-1/4*");
//! // A tree: a blue trunk with a red and a blue twig on top.
//! let (b, r) = (Colour::Blue, Colour::Red);
//! let tree = Hackenbush::new(4, &[(0, 1, b), (1, 2, r), (1, 3, b)], &[0]);
//! let all = tree.all_edges();
//! // Left cuts the trunk (0) or the blue twig (BR = 1/2); Right cuts the red
//! // twig (BB = 2): {0, 1/2 | 2} = 1.
//! assert_eq!(Solver::numbers(tree).value(&all), Ok(Dyadic::int(1)));
//! ```

use super::{Dyadic, NumberNimber, Partizan};

/// An edge's colour: who may cut it.
///
/// # Example
/// ```
/// use grundy::partizan::hackenbush::Colour;
/// assert_eq!(Colour::from_letter('G'), Some(Colour::Green));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Cut by Left.
    Blue,
    /// Cut by Right.
    Red,
    /// Cut by either.
    Green,
}

impl Colour {
    /// `B`, `R` or `G` (also lower case), else `None`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::hackenbush::Colour;
    /// assert_eq!(Colour::from_letter('r'), Some(Colour::Red));
    /// assert_eq!(Colour::from_letter('x'), None);
    /// ```
    pub fn from_letter(c: char) -> Option<Colour> {
        match c.to_ascii_uppercase() {
            'B' => Some(Colour::Blue),
            'R' => Some(Colour::Red),
            'G' => Some(Colour::Green),
            _ => None,
        }
    }
}

/// The value of a stalk whose colours from the ground up are the letters
/// of `colours` (`B`, `R`, `G`), when every green edge is above every blue
/// and red one: `v + *g` (see the [module documentation](self)); `None` if a
/// green edge is below a blue or red one. Exact at any length: `v` is
/// built from the top down by the tree rule (`1 : x`, a stalk being a tree
/// with one branch), in place, which gives Berlekamp's rule.
///
/// # Panics
/// On a letter other than `B`, `R`, `G` (a contract breach).
///
/// # Complexity
/// O(length) (each edge adds a small integer at the binary point and moves
/// the point; carries are amortised O(1)).
///
/// # Example
/// ```
/// use grundy::partizan::hackenbush::stalk;
/// use grundy::partizan::Dyadic;
/// assert_eq!(stalk("").unwrap().to_string(), "0");
/// assert_eq!(stalk("BBR").unwrap().to_string(), "1 1/2");
/// assert_eq!(stalk("BRB").unwrap().to_string(), "3/4");
/// assert_eq!(stalk("RRBR").unwrap().to_string(), "-1 3/4");
/// assert_eq!(stalk("BGG").unwrap().to_string(), "1*2");
/// assert_eq!(stalk("GB"), None);
/// // B then 99 R: 1 - 1/2 - 1/4 - ... - 1/2^99 = 1/2^99.
/// let s = format!("B{}", "R".repeat(99));
/// assert_eq!(stalk(&s).unwrap().number, Dyadic::pow2(-99));
/// ```
pub fn stalk(colours: &str) -> Option<NumberNimber> {
    let mut colour = Vec::with_capacity(colours.len());
    for c in colours.chars() {
        colour.push(
            Colour::from_letter(c)
                .unwrap_or_else(|| panic!("stalk colour {:?} is not B, R or G", c)),
        );
    }
    let blue_red = colour
        .iter()
        .position(|&c| c == Colour::Green)
        .unwrap_or(colour.len());
    if colour[blue_red..].iter().any(|&c| c != Colour::Green) {
        return None;
    }
    let mut x = Fixed::default();
    for &c in colour[..blue_red].iter().rev() {
        x.under(c == Colour::Blue);
    }
    Some(NumberNimber::new(
        x.into_dyadic(),
        (colour.len() - blue_red) as u64,
    ))
}

/// The value of a Hackenbush forest on the ground: vertex `v` hangs from
/// `parent[v]` (`None`: from the ground) by an edge of colour
/// `colours[v]` (`B`, `R` or `G`). A number for a Blue-Red tree (O(edges),
/// see the [module documentation](self)); `number + *nimber` when each
/// branch at the ground is Blue-Red or all green; `None` when a branch at
/// the ground mixes green with blue or red (then value it with
/// [`Hackenbush`] and a [`Canonical`](super::Canonical) arena, up to 64
/// edges).
///
/// # Panics
/// On a contract breach only: `colours` has a letter other than `B`, `R`,
/// `G` or not one per vertex, a parent is not below `parent.len()`, or the
/// parents make a cycle. Values of any size are exact (a path of 200,000
/// alternating edges is worth about `±2^-200000`).
///
/// # Complexity
/// O(edges) steps with no recursion; each vertex's number is built in place
/// (`m / 2^e`, `m` in 64-bit limbs) and each branch is added into the
/// finer of the two numbers it meets, at the cost of the other's limbs
/// (plus carries). On a path that is O(1) per edge; 200,000 edges take
/// well under 0.5 s in every shape measured (`docs/partizan.md`).
///
/// # Example
/// ```
/// use grundy::partizan::hackenbush::tree;
/// // Kattis "Hackenbush Purplehearts", sample 1 (its parents are
/// // 1-indexed with -1 for the ground): the answer is 5/2^6.
/// let p = [-1, 1, 2, 3, 3, 5, 5, 7, -1, -1, 10, 10];
/// let parent: Vec<Option<usize>> = p.iter().map(|&q| if q < 0 { None } else { Some(q as usize - 1) }).collect();
/// assert_eq!(tree(&parent, "BRBBRBBRRBRR").unwrap().to_string(), "5/64");
/// // A blue trunk with a red and a blue twig: 1 : (-1 + 1) = 1 : 0 = 1.
/// assert_eq!(tree(&[None, Some(0), Some(0)], "BRB").unwrap().to_string(), "1");
/// // A blue edge and a green edge carrying two green twigs (* + * = 0, so
/// // that branch is *1): 1 + *.
/// assert_eq!(tree(&[None, None, Some(1), Some(1)], "BGGG").unwrap().to_string(), "1*");
/// // Green under blue: no number plus nimber.
/// assert_eq!(tree(&[None, Some(0)], "GB"), None);
/// ```
pub fn tree(parent: &[Option<usize>], colours: &str) -> Option<NumberNimber> {
    let n = parent.len();
    let colour: Vec<Colour> = colours
        .chars()
        .map(|c| {
            Colour::from_letter(c)
                .unwrap_or_else(|| panic!("Hackenbush tree: colour {:?} is not B, R or G", c))
        })
        .collect();
    assert!(
        colour.len() == n,
        "Hackenbush tree: {} colours for {} vertices",
        colour.len(),
        n
    );
    // Children in one array: those of v are child[start[v]..start[v + 1]].
    let mut start = vec![0usize; n + 2];
    for (v, p) in parent.iter().enumerate() {
        if let Some(p) = *p {
            assert!(
                p < n,
                "Hackenbush tree: parent {} of vertex {} not below {}",
                p,
                v,
                n
            );
            start[p + 2] += 1;
        }
    }
    for i in 2..n + 2 {
        start[i] += start[i - 1];
    }
    let mut child = vec![0usize; n - parent.iter().filter(|p| p.is_none()).count()];
    for (v, p) in parent.iter().enumerate() {
        if let Some(p) = *p {
            child[start[p + 1]] = v;
            start[p + 1] += 1;
        }
    }
    // Every vertex after its parent, by an explicit stack from the ground.
    let mut order: Vec<usize> = (0..n).filter(|&v| parent[v].is_none()).collect();
    let mut next = 0;
    while next < order.len() {
        let v = order[next];
        next += 1;
        order.extend_from_slice(&child[start[v]..start[v + 1]]);
    }
    assert!(
        order.len() == n,
        "Hackenbush tree: the parents make a cycle ({} of {} vertices reach the ground)",
        order.len(),
        n
    );
    // What stands above each vertex: the sum of its branches, and whether
    // they are all green (`Some(true)`), all Blue-Red (`Some(false)`) or
    // none yet (`None`).
    let mut number: Vec<Fixed> = (0..n).map(|_| Fixed::default()).collect();
    let mut nimber = vec![0u64; n];
    let mut green: Vec<Option<bool>> = vec![None; n];
    let mut total = Fixed::default();
    let mut total_nimber = 0u64;
    for &v in order.iter().rev() {
        let is_green = colour[v] == Colour::Green;
        if green[v].map_or(false, |g| g != is_green) {
            return None;
        }
        let mut x = std::mem::take(&mut number[v]);
        let nim = match colour[v] {
            Colour::Green => nimber[v] + 1,
            c => {
                x.under(c == Colour::Blue);
                0
            }
        };
        match parent[v] {
            None => {
                total = Fixed::merge(total, x);
                total_nimber ^= nim;
            }
            Some(p) => {
                if green[p].map_or(false, |g| g != is_green) {
                    return None;
                }
                green[p] = Some(is_green);
                let acc = std::mem::take(&mut number[p]);
                number[p] = Fixed::merge(acc, x);
                nimber[p] ^= nim;
            }
        }
    }
    Some(NumberNimber::new(total.into_dyadic(), total_nimber))
}

/// A number `m / 2^e` built in place: `m` in two's complement, 64-bit
/// limbs, least significant first, read as sign-extended past its end.
/// Its integer part fits an `i64` (a Blue-Red Hackenbush value is at most
/// the number of edges in absolute value).
#[derive(Debug, Default)]
struct Fixed {
    m: Vec<u64>,
    e: u64,
}

impl Fixed {
    fn ext(&self) -> u64 {
        match self.m.last() {
            Some(&t) if t >> 63 == 1 => !0,
            _ => 0,
        }
    }

    fn limb(&self, i: usize) -> u64 {
        if i < self.m.len() {
            self.m[i]
        } else {
            self.ext()
        }
    }

    /// Adds `v * 2^shift` (`v` in two's complement limbs).
    fn add_shifted(&mut self, v: &[u64], shift: u64) {
        if v.is_empty() {
            return;
        }
        let (w, r) = ((shift / 64) as usize, (shift % 64) as u32);
        let vext = if v[v.len() - 1] >> 63 == 1 { !0u64 } else { 0 };
        let need = self.m.len().max(w + v.len() + 1) + 1;
        let x = self.ext();
        self.m.resize(need, x);
        let mut carry = false;
        for j in 0..=v.len() {
            let cur = if j < v.len() { v[j] } else { vext };
            let prev = if j == 0 { 0 } else { v[j - 1] };
            let shifted = if r == 0 {
                cur
            } else {
                (cur << r) | (prev >> (64 - r))
            };
            let (s1, c1) = self.m[w + j].overflowing_add(shifted);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            self.m[w + j] = s2;
            carry = c1 || c2;
        }
        // The rest adds v's sign extension: nothing changes once the carry
        // and the extension cancel (0 and no carry, or all ones and a carry).
        let mut i = w + v.len() + 1;
        while i < self.m.len() && !((vext == 0 && !carry) || (vext == !0 && carry)) {
            let (s1, c1) = self.m[i].overflowing_add(vext);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            self.m[i] = s2;
            carry = c1 || c2;
            i += 1;
        }
        super::dyadic::trim(&mut self.m);
    }

    /// `floor(m / 2^e)`.
    fn floor(&self) -> i64 {
        let (w, r) = ((self.e / 64) as usize, (self.e % 64) as u32);
        if r == 0 {
            self.limb(w) as i64
        } else {
            ((self.limb(w) >> r) | (self.limb(w + 1) << (64 - r))) as i64
        }
    }

    /// Whether `m / 2^e` is not an integer. Low limbs that cancelled to 0
    /// are dropped first (lowering `e`), so this is O(1) but after such a
    /// cancellation.
    fn has_fraction(&mut self) -> bool {
        let zeros = self.m.iter().take_while(|&&l| l == 0).count();
        let whole = ((self.e / 64) as usize).min(zeros);
        if whole > 0 {
            self.m.drain(..whole);
            self.e -= whole as u64 * 64;
        }
        if self.m.is_empty() {
            self.e = 0;
            return false;
        }
        let (w, r) = ((self.e / 64) as usize, self.e % 64);
        (0..w.min(self.m.len())).any(|i| self.m[i] != 0)
            || (r > 0 && self.limb(w) & ((1u64 << r) - 1) != 0)
    }

    /// The branch of a blue edge (`blue`) or a red one under a tree worth
    /// `x`: `1 : x = (x + n) / 2^(n-1)`, `n >= 1` least with `x + n > 1`
    /// (`n = max(1, 2 - ceil(x))`), and `-(1 : -x) = (x - n) / 2^(n-1)`,
    /// `n >= 1` least with `x - n < -1` (`n = max(1, floor(x) + 2)`); see
    /// the [module documentation](self).
    fn under(&mut self, blue: bool) {
        let fraction = self.has_fraction();
        let floor = self.floor();
        let n = if blue {
            (2 - (floor + i64::from(fraction))).max(1)
        } else {
            (floor + 2).max(1)
        };
        let add = if blue { n } else { -n };
        let limbs = [add as u64, if add < 0 { !0 } else { 0 }];
        let e = self.e;
        self.add_shifted(&limbs, e);
        self.e += (n - 1) as u64;
    }

    /// `a + b`, added into the finer of the two.
    fn merge(a: Fixed, b: Fixed) -> Fixed {
        let (mut a, b) = if a.e >= b.e { (a, b) } else { (b, a) };
        a.add_shifted(&b.m, a.e - b.e);
        a
    }

    fn into_dyadic(self) -> Dyadic {
        Dyadic::from_limbs(self.m, self.e)
    }
}

/// Hackenbush on a graph of up to 64 edges, as a [`Partizan`] game whose
/// position is the set of edges left (bit `i` for `edges[i]`): see the
/// [module documentation](self).
///
/// # Example
/// ```
/// use grundy::partizan::hackenbush::{Colour, Hackenbush};
/// use grundy::partizan::Solver;
/// // A green triangle on the ground vertex 0: Green Hackenbush, fusion makes
/// // it three loops, * + * + * = *.
/// let g = Colour::Green;
/// let h = Hackenbush::new(3, &[(0, 1, g), (1, 2, g), (2, 0, g)], &[0]);
/// let all = h.all_edges();
/// assert_eq!(Solver::number_nimbers(h).value(&all).unwrap().to_string(), "*");
/// ```
#[derive(Clone, Debug)]
pub struct Hackenbush {
    vertices: usize,
    edges: Vec<(usize, usize, Colour)>,
    ground: Vec<bool>,
}

impl Hackenbush {
    /// The graph on `vertices` vertices with `edges` (loops and parallel
    /// edges allowed) and the vertices in `ground` on the ground.
    ///
    /// # Panics
    /// With more than 64 edges, or a vertex not below `vertices`.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::hackenbush::{Colour, Hackenbush};
    /// let h = Hackenbush::new(2, &[(0, 1, Colour::Blue)], &[0]);
    /// assert_eq!(h.all_edges(), 1);
    /// ```
    pub fn new(vertices: usize, edges: &[(usize, usize, Colour)], ground: &[usize]) -> Hackenbush {
        assert!(
            edges.len() <= 64,
            "Hackenbush: {} edges, at most 64",
            edges.len()
        );
        let mut on_ground = vec![false; vertices];
        for &g in ground {
            assert!(
                g < vertices,
                "Hackenbush: ground vertex {} not below {}",
                g,
                vertices
            );
            on_ground[g] = true;
        }
        for &(a, b, _) in edges {
            assert!(
                a < vertices && b < vertices,
                "Hackenbush: edge ({}, {}) not below {}",
                a,
                b,
                vertices
            );
        }
        Hackenbush {
            vertices,
            edges: edges.to_vec(),
            ground: on_ground,
        }
    }

    /// The position with every edge. If some edges are not connected to the
    /// ground, value [`Hackenbush::components`] of it instead (those edges
    /// have fallen; the solver would let a player cut them).
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::hackenbush::{Colour, Hackenbush};
    /// let b = Colour::Blue;
    /// let h = Hackenbush::new(3, &[(0, 1, b), (1, 2, b), (0, 2, b)], &[0]);
    /// assert_eq!(h.all_edges(), 0b111);
    /// ```
    pub fn all_edges(&self) -> u64 {
        if self.edges.len() == 64 {
            u64::MAX
        } else {
            (1u64 << self.edges.len()) - 1
        }
    }

    /// The edges of `mask` still connected to the ground.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::hackenbush::{Colour, Hackenbush};
    /// let b = Colour::Blue;
    /// // 0-1 on the ground, 2-3 floating.
    /// let h = Hackenbush::new(4, &[(0, 1, b), (2, 3, b)], &[0]);
    /// assert_eq!(h.standing(0b11), 0b01);
    /// ```
    pub fn standing(&self, mask: u64) -> u64 {
        self.components(mask).into_iter().fold(0, |a, p| a | p)
    }

    /// The edges of `mask` connected to the ground, split into the pieces
    /// that meet only at ground vertices: independent components of a sum.
    ///
    /// # Example
    /// ```
    /// use grundy::partizan::hackenbush::{Colour, Hackenbush};
    /// use grundy::partizan::{Dyadic, Solver};
    /// let (b, r) = (Colour::Blue, Colour::Red);
    /// // Two stalks on ground vertex 0 (B, and BR through vertex 2) and a
    /// // floating edge 3-5, fallen.
    /// let h = Hackenbush::new(6, &[(0, 1, b), (0, 2, b), (2, 4, r), (3, 5, r)], &[0]);
    /// let parts = h.components(h.all_edges());
    /// assert_eq!(parts, vec![0b0001, 0b0110]);
    /// // 1 + 1/2.
    /// assert_eq!(Solver::numbers(h).value_of_sum(&parts), Ok(Dyadic::new(3, 1)));
    /// ```
    pub fn components(&self, mask: u64) -> Vec<u64> {
        // Union-find over the non-ground vertices reached by edges of mask;
        // a ground vertex is not merged through.
        let mut parent: Vec<usize> = (0..self.vertices).collect();
        fn find(parent: &mut [usize], mut v: usize) -> usize {
            while parent[v] != v {
                parent[v] = parent[parent[v]];
                v = parent[v];
            }
            v
        }
        let live = |i: usize| mask >> i & 1 == 1;
        for (i, &(a, b, _)) in self.edges.iter().enumerate() {
            if live(i) && !self.ground[a] && !self.ground[b] {
                let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
                parent[ra] = rb;
            }
        }
        // A piece (class of non-ground vertices) stands if an edge joins it
        // to the ground. An edge between two ground vertices is a piece alone.
        let mut grounded = vec![false; self.vertices];
        for (i, &(a, b, _)) in self.edges.iter().enumerate() {
            if live(i) {
                if self.ground[a] && !self.ground[b] {
                    let r = find(&mut parent, b);
                    grounded[r] = true;
                } else if self.ground[b] && !self.ground[a] {
                    let r = find(&mut parent, a);
                    grounded[r] = true;
                }
            }
        }
        let mut by_root: Vec<(usize, u64)> = Vec::new();
        for (i, &(a, b, _)) in self.edges.iter().enumerate() {
            if !live(i) {
                continue;
            }
            let root = if self.ground[a] && self.ground[b] {
                by_root.push((usize::MAX, 1 << i));
                continue;
            } else if self.ground[a] {
                find(&mut parent, b)
            } else {
                find(&mut parent, a)
            };
            if !grounded[root] {
                continue;
            }
            match by_root.iter_mut().find(|(r, _)| *r == root) {
                Some((_, m)) => *m |= 1 << i,
                None => by_root.push((root, 1 << i)),
            }
        }
        by_root.into_iter().map(|(_, m)| m).collect()
    }

    /// The options of one player: cut an edge of `mask` it may cut.
    fn cuts(&self, mask: u64, colour: Colour) -> Vec<Vec<u64>> {
        (0..self.edges.len())
            .filter(|&i| mask >> i & 1 == 1)
            .filter(|&i| self.edges[i].2 == colour || self.edges[i].2 == Colour::Green)
            .map(|i| self.components(mask & !(1 << i)))
            .collect()
    }
}

impl Partizan for Hackenbush {
    type Position = u64;
    fn left_options(&self, mask: &u64) -> Vec<Vec<u64>> {
        self.cuts(*mask, Colour::Blue)
    }
    fn right_options(&self, mask: &u64) -> Vec<Vec<u64>> {
        self.cuts(*mask, Colour::Red)
    }
}
