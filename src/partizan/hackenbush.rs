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
/// green edge is below a blue or red one.
///
/// # Panics
/// On a letter other than `B`, `R`, `G`; if the value needs a denominator
/// above 2^62 (more than 63 edges after the first run).
///
/// # Complexity
/// O(length).
///
/// # Example
/// ```
/// use grundy::partizan::hackenbush::stalk;
/// assert_eq!(stalk("").unwrap().to_string(), "0");
/// assert_eq!(stalk("BBR").unwrap().to_string(), "1 1/2");
/// assert_eq!(stalk("BRB").unwrap().to_string(), "3/4");
/// assert_eq!(stalk("RRBR").unwrap().to_string(), "-1 3/4");
/// assert_eq!(stalk("BGG").unwrap().to_string(), "1*2");
/// assert_eq!(stalk("GB"), None);
/// ```
pub fn stalk(colours: &str) -> Option<NumberNimber> {
    let mut value = Dyadic::ZERO;
    let mut first: Option<Colour> = None;
    let mut changed = false;
    let mut exp = 0u32;
    let mut greens = 0u64;
    for c in colours.chars() {
        let colour = Colour::from_letter(c)
            .unwrap_or_else(|| panic!("stalk colour {:?} is not B, R or G", c));
        if colour == Colour::Green {
            greens += 1;
            continue;
        }
        if greens > 0 {
            return None;
        }
        let sign = if colour == Colour::Blue { 1 } else { -1 };
        if !changed && first.map_or(true, |f| f == colour) {
            first = Some(colour);
            value = value + Dyadic::int(sign);
        } else {
            changed = true;
            exp += 1;
            assert!(
                exp <= super::dyadic::MAX_EXP,
                "dyadic overflow: a stalk with more than 62 edges after its first run"
            );
            value = value + Dyadic::new(sign, exp);
        }
    }
    Some(NumberNimber::new(value, greens))
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
