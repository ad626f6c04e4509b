//! Heap rules for `grundy sequence heap RULE`: a heap game's move rule in the
//! expression language, read once and run at every heap `n` by the library's
//! builders ([`grundy::heap::heap_table`], [`grundy::heap::outcomes`]).
//!
//! ```text
//! RULE   = OPTION ; OPTION ; ...
//! OPTION = [for v in LO..HI:]... ITEM, ITEM, ... [if COND]
//! ITEM   = EXPR          one heap
//!        | LO..HI        every single heap y with LO <= y < HI, one option each
//! ```
//!
//! An option is the heaps a move leaves (a sum of games, whose value is the
//! XOR of theirs): `n/2, n/2` halves a heap into two. `for k in LO..HI:`
//! repeats the option for each k (loops nest, left one outermost), `if COND`
//! keeps it where COND is not 0. Expressions are in `n` and the loop
//! variables. A heap of 0 has no options (the rule is read from `n = 1` on);
//! a heap below 0 means the option does not exist at that `n` (as taking
//! more than there is); a range is cut to `0..n`; any other heap of `n` or
//! more is an error naming the option and the `n`.
//!
//! Lasker's Nim: `0..n; for a in 1..n/2+1: a, n-a`.

use grundy_guess::expr::{lex, EvalError, Expr, Kind, ParseError, Parser};
use std::fmt::Write as _;

/// One `for v in LO..HI:`.
struct Loop {
    lo: Expr,
    hi: Expr,
}

/// One option of a rule, with its loops, heaps, range and condition.
struct Choice {
    /// The option as written, for errors.
    text: String,
    loops: Vec<Loop>,
    heaps: Vec<Expr>,
    range: Option<(Expr, Expr)>,
    /// `all LO..HI`: the range is one option of all its heaps (a sum), not
    /// one option a heap.
    all: bool,
    cond: Option<Expr>,
    /// `n` and the loop variables' names.
    vars: Vec<String>,
}

/// A parsed heap rule, or a table rule (two coordinates, `x` and `y`).
pub struct Rule {
    choices: Vec<Choice>,
    /// 1 for a heap rule (`n`), 2 for a table rule (`x`, `y`).
    dims: usize,
    /// A coin-turning rule: read from coin 0 on, and coin 0 is a coin (not
    /// "no heap").
    coins: bool,
}

/// Why a rule has no options at some `n`.
pub enum RuleError {
    /// The work bound was reached while computing heap `n` (for a table
    /// rule, `x + y`); `alone` if that position's own options take more
    /// than the whole bound (a loop of more turns than the bound, say), so
    /// that no smaller run fits it.
    Bound { n: usize, alone: bool },
    /// An error, as a sentence.
    Message(String),
}

/// The steps counted for one evaluation or one pushed option besides its
/// own (the call, the mex set's insertion): measured, a step of a rule then
/// takes about as long as a move of the rook's table.
const CALL_COST: u64 = 2;

/// Names a rule cannot give to a loop variable.
/// (and the functions' names, [`grundy_guess::builtin::Builtin::from_name`]).
const RESERVED: [&str; 7] = ["n", "for", "in", "if", "min", "max", "all"];

impl Rule {
    /// Reads `text` as a heap rule.
    pub fn parse(text: &str) -> Result<Rule, ParseError> {
        Rule::parse_dims(text, 1)
    }

    /// Reads `text` as a table rule: options of components `(X, Y)`, in `x`,
    /// `y` and the loop variables.
    pub fn parse_table(text: &str) -> Result<Rule, ParseError> {
        Rule::parse_dims(text, 2)
    }

    /// Reads `text` as a coin-turning rule: the options of a head at coin
    /// `n` are the other coins turned (below `n`, coin 0 among them), read
    /// from `n = 0` on; `()` turns no other coin.
    pub fn parse_coins(text: &str) -> Result<Rule, ParseError> {
        let mut rule = Rule::parse_dims(text, 1)?;
        rule.coins = true;
        Ok(rule)
    }

    /// Whether this is a coin-turning rule ([`Rule::parse_coins`]).
    pub fn coins(&self) -> bool {
        self.coins
    }

    fn parse_dims(text: &str, dims: usize) -> Result<Rule, ParseError> {
        let tokens = lex(text)?;
        let mut p = Parser::new(text, &tokens);
        let mut choices = Vec::new();
        loop {
            choices.push(choice(&mut p, dims)?);
            match p.peek_sym() {
                Some(";") => {
                    p.skip();
                    if p.peek().is_none() {
                        break; // a last `;` is allowed
                    }
                }
                None if p.peek().is_none() => break,
                _ => return Err(p.expected("`;`, `,`, `if`, an operator or the end")),
            }
        }
        Ok(Rule {
            choices,
            dims,
            coins: false,
        })
    }

    /// Calls `push` with each option of the cell `(x, y)` of a table rule,
    /// as its components' coordinates in a row (`x0, y0, x1, y1, ...`);
    /// every component has coordinates below `size` (else an error naming
    /// the option), and one with a coordinate below 0 means no option. Steps as in [`Rule::options`];
    /// [`RuleError::Bound`] gives `x + y`.
    pub fn table_options(
        &self,
        (x, y): (usize, usize),
        size: usize,
        work: &mut u64,
        bound: u64,
        push: &mut dyn FnMut(&[usize]),
    ) -> Result<(), RuleError> {
        self.run(&[x as i64, y as i64], size, work, bound, push)
    }

    /// `Some(w)` if every option is one heap `n - c` or a range `n - c..n`
    /// (c >= 1 constants, `w` the largest), with no loop or condition: then
    /// for `n >= w` the options of `n` are the same offsets below `n`, and
    /// `g(n)` is a function of the `w` values before it, which proves a
    /// period from a repeated window of `w` values.
    pub fn window(&self) -> Option<usize> {
        if self.coins {
            return None;
        }
        let mut w = 0;
        for c in &self.choices {
            if !c.loops.is_empty() || c.cond.is_some() || c.all {
                return None;
            }
            let reach = match (&c.heaps[..], &c.range) {
                ([h], None) => h.offset_below()?,
                ([], Some((lo, hi))) if hi.offset_below() == Some(0) => lo.offset_below()?,
                _ => return None,
            };
            if reach < 1 {
                return None;
            }
            w = w.max(usize::try_from(reach).ok()?);
        }
        Some(w)
    }

    /// Calls `push` with each option of heap `n` (its heaps of 0 left out),
    /// adding the steps taken (each expression's cost, loop turn, range
    /// heap and pushed heap) to `work` and stopping at `bound`.
    pub fn options(
        &self,
        n: usize,
        work: &mut u64,
        bound: u64,
        push: &mut dyn FnMut(&[usize]),
    ) -> Result<(), RuleError> {
        if n == 0 && !self.coins {
            return Ok(());
        }
        self.run(&[n as i64], n, work, bound, push)
    }

    /// The options at `pos` (`[n]`, or `[x, y]` for a table rule), every
    /// coordinate below `size`.
    fn run(
        &self,
        pos: &[i64],
        size: usize,
        work: &mut u64,
        bound: u64,
        push: &mut dyn FnMut(&[usize]),
    ) -> Result<(), RuleError> {
        let n = pos.iter().sum::<i64>() as usize;
        let start = *work;
        // The bound reached, after `more` steps still to come for sure.
        let over = |work: u64, more: u128| RuleError::Bound {
            n,
            alone: u128::from(work - start) + more > u128::from(bound),
        };
        let mut stack = Vec::new();
        let mut heaps = Vec::new();
        for (index, c) in self.choices.iter().enumerate() {
            let mut values = vec![0i64; c.vars.len()];
            values[..pos.len()].copy_from_slice(pos);
            let mut his = vec![0i64; c.loops.len()];
            let mut level = 0;
            let mut eval = |e: &Expr, values: &[i64], work: &mut u64| {
                *work += e.cost() + CALL_COST;
                if *work > bound {
                    return Err(over(*work, 0));
                }
                e.eval_with(&mut stack, values)
                    .map_err(|err| self.eval_error(index, c, values, e, &err))
            };
            'outer: loop {
                if level < c.loops.len() {
                    let lo = eval(&c.loops[level].lo, &values, work)?;
                    let hi = eval(&c.loops[level].hi, &values, work)?;
                    if lo < hi {
                        // Each turn takes a step at least: a loop of more
                        // turns than the steps left stops here, at once
                        // (it ran to the bound, 10 s for `for i in
                        // 1..9223372036854775807`).
                        let turns = (i128::from(hi) - i128::from(lo)) as u128;
                        if turns > u128::from(bound.saturating_sub(*work)) {
                            return Err(over(*work, turns));
                        }
                        values[self.dims + level] = lo;
                        his[level] = hi;
                        level += 1;
                        continue;
                    }
                } else {
                    let keep = match &c.cond {
                        Some(cond) => eval(cond, &values, work)? != 0,
                        None => true,
                    };
                    if keep {
                        heaps.clear();
                        let mut absent = false;
                        let mut too_big = None;
                        let mut too_far = None;
                        if self.dims == 2 {
                            for pair in c.heaps.chunks(2) {
                                let a = eval(&pair[0], &values, work)?;
                                let b = eval(&pair[1], &values, work)?;
                                if a < 0 || b < 0 {
                                    absent = true;
                                } else if a >= size as i64 || b >= size as i64 {
                                    too_far.get_or_insert((a, b));
                                } else {
                                    heaps.extend([a as usize, b as usize]);
                                }
                            }
                            if !absent {
                                if let Some((a, b)) = too_far {
                                    return Err(RuleError::Message(format!(
                                        "table rule option {} `{}` leaves ({}, {}) at {}, off \
                                         the {} x {} table: every component (X, Y) has X and Y \
                                         below N (or one below 0, for no option)",
                                        index + 1,
                                        crate::text::quote(&c.text),
                                        a,
                                        b,
                                        at(c, &values),
                                        size,
                                        size
                                    )));
                                }
                                *work += heaps.len() as u64 + CALL_COST;
                                push(&heaps);
                                if *work > bound {
                                    return Err(over(*work, 0));
                                }
                            }
                        } else {
                            for h in &c.heaps {
                                let v = eval(h, &values, work)?;
                                if v < 0 {
                                    absent = true;
                                } else if v >= n as i64 {
                                    too_big = Some(v);
                                } else if v > 0 || self.coins {
                                    heaps.push(v as usize);
                                }
                            }
                            let range = match &c.range {
                                Some((lo, hi)) => Some((
                                    eval(lo, &values, work)?.max(0),
                                    eval(hi, &values, work)?.min(n as i64),
                                )),
                                None => None,
                            };
                            if !absent {
                                if let Some(v) = too_big {
                                    return Err(RuleError::Message(format!(
                                    "heap rule option {} `{}` leaves a heap of {} at {}: every \
                                     heap an option leaves is below n (or below 0, for no option)",
                                    index + 1,
                                    crate::text::quote(&c.text),
                                    v,
                                    at(c, &values)
                                )));
                                }
                                *work += heaps.len() as u64 + CALL_COST;
                                let keep = |y: i64| y > 0 || self.coins;
                                match range {
                                    None => push(&heaps),
                                    Some((lo, hi)) if c.all => {
                                        // lo >= 0, and hi may be near i64::MIN.
                                        let width = hi.saturating_sub(lo).max(0) as u64;
                                        if *work + width > bound {
                                            return Err(over(*work, u128::from(width)));
                                        }
                                        *work += width;
                                        heaps.extend(
                                            (lo..hi).filter(|&y| keep(y)).map(|y| y as usize),
                                        );
                                        push(&heaps);
                                    }
                                    Some((lo, hi)) => {
                                        // lo >= 0, and hi may be near i64::MIN.
                                        let width = hi.saturating_sub(lo).max(0) as u64;
                                        if *work + width > bound {
                                            return Err(over(*work, u128::from(width)));
                                        }
                                        *work += width * (heaps.len() as u64 + CALL_COST);
                                        for y in lo..hi {
                                            if keep(y) {
                                                heaps.push(y as usize);
                                            }
                                            push(&heaps);
                                            if keep(y) {
                                                heaps.pop();
                                            }
                                        }
                                    }
                                }
                                if *work > bound {
                                    return Err(over(*work, 0));
                                }
                            }
                        }
                    }
                }
                // The next turn of the innermost loop that has one.
                loop {
                    if level == 0 {
                        break 'outer;
                    }
                    level -= 1;
                    values[self.dims + level] += 1;
                    *work += 1;
                    if *work > bound {
                        return Err(over(*work, 0));
                    }
                    if values[self.dims + level] < his[level] {
                        level += 1;
                        continue 'outer;
                    }
                }
            }
        }
        Ok(())
    }

    fn eval_error(
        &self,
        index: usize,
        c: &Choice,
        values: &[i64],
        e: &Expr,
        err: &EvalError,
    ) -> RuleError {
        RuleError::Message(format!(
            "{} rule option {} `{}`: `{}` has no value at {}: column {}: {}",
            if self.dims == 2 { "table" } else { "heap" },
            index + 1,
            crate::text::quote(&c.text),
            crate::text::quote(&e.to_string()),
            at(c, values),
            err.column,
            err.message
        ))
    }
}

/// `n = 5, k = 2`: the point where an option failed.
fn at(c: &Choice, values: &[i64]) -> String {
    let mut out = String::new();
    for (i, (name, v)) in c.vars.iter().zip(values).enumerate() {
        let _ = write!(out, "{}{} = {}", if i > 0 { ", " } else { "" }, name, v);
    }
    out
}

/// One option, from the parser's place to its `;` or the end.
/// Records an option's `LO..HI`; an option holds at most one.
fn set_range(
    range: &mut Option<(Expr, Expr)>,
    bounds: (Expr, Expr),
    column: usize,
) -> Result<(), ParseError> {
    if range.is_some() {
        return Err(ParseError {
            column,
            message: "a second range in one option: an option holds at most one LO..HI".to_string(),
        });
    }
    *range = Some(bounds);
    Ok(())
}

fn choice(p: &mut Parser, dims: usize) -> Result<Choice, ParseError> {
    let from = p.column();
    let mut vars: Vec<String> = if dims == 2 {
        vec!["x".to_string(), "y".to_string()]
    } else {
        vec!["n".to_string()]
    };
    let mut loops = Vec::new();
    while p.peek_name("for") {
        p.skip();
        let column = p.column();
        let name = match p.peek() {
            Some(t) => match &t.kind {
                Kind::Name(name) => name.clone(),
                _ => return Err(p.expected("a variable name after `for`")),
            },
            None => return Err(p.expected("a variable name after `for`")),
        };
        if RESERVED.contains(&name.as_str())
            || grundy_guess::builtin::Builtin::from_name(&name).is_some()
            || vars.contains(&name)
        {
            return Err(ParseError {
                column,
                message: format!(
                    "`{}` is taken: name the loop variable another way (such as k)",
                    crate::text::quote(&name)
                ),
            });
        }
        p.skip();
        if !p.peek_name("in") {
            return Err(p.expected("`in`"));
        }
        p.skip();
        let names: Vec<&str> = vars.iter().map(String::as_str).collect();
        let lo = p.expression(&names)?;
        p.expect("..")?;
        let hi = p.expression(&names)?;
        p.expect(":")?;
        loops.push(Loop { lo, hi });
        vars.push(name);
    }
    let names: Vec<&str> = vars.iter().map(String::as_str).collect();
    let mut heaps = Vec::new();
    let mut range = None;
    let mut all = false;
    loop {
        let column = p.column();
        if dims == 1
            && heaps.is_empty()
            && range.is_none()
            && p.peek_sym() == Some("(")
            && p.peek_second_sym() == Some(")")
        {
            // `()`: an option that leaves nothing (turns no other coin).
            p.skip();
            p.skip();
            break;
        }
        if dims == 1 && p.peek_name("all") {
            p.skip();
            let lo = p.expression(&names)?;
            p.expect("..")?;
            let hi = p.expression(&names)?;
            set_range(&mut range, (lo, hi), column)?;
            all = true;
            if p.peek_sym() == Some(",") {
                p.skip();
                continue;
            }
            break;
        }
        if dims == 2 {
            // A component (X, Y).
            p.expect("(")?;
            heaps.push(p.expression(&names)?);
            p.expect(",")?;
            heaps.push(p.expression(&names)?);
            p.expect(")")?;
            if p.peek_sym() == Some(",") {
                p.skip();
                continue;
            }
            break;
        }
        let e = p.expression(&names)?;
        if p.peek_sym() == Some("..") {
            p.skip();
            let hi = p.expression(&names)?;
            set_range(&mut range, (e, hi), column)?;
        } else {
            heaps.push(e);
        }
        if p.peek_sym() == Some(",") {
            p.skip();
        } else {
            break;
        }
    }
    let cond = if p.peek_name("if") {
        p.skip();
        Some(p.expression(&names)?)
    } else {
        None
    };
    let to = p.last_end();
    Ok(Choice {
        text: p.text(from, to.max(from)),
        loops,
        heaps,
        range,
        all,
        cond,
        vars,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Token soups, seeded (a small xorshift: the tools' binaries take no
    /// random crate): parsing and running them never panics; an accepted
    /// rule's options at each n are heaps below n.
    #[test]
    fn random_rules_never_panic() {
        const WORDS: [&str; 34] = [
            "n",
            "k",
            "0",
            "1",
            "2",
            "3",
            "-",
            "+",
            "*",
            "/",
            "%",
            "^",
            "&&",
            "||",
            "?",
            ":",
            "(",
            ")",
            ",",
            ";",
            "..",
            "for",
            "k",
            "in",
            "if",
            "==",
            "<",
            "!",
            "~",
            "sqrt(",
            "root(",
            "min(",
            "9223372036854775807",
            ">>",
        ];
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut accepted = 0;
        for _ in 0..20_000 {
            let len = 1 + next() % 14;
            let text: Vec<&str> = (0..len)
                .map(|_| WORDS[(next() % WORDS.len() as u64) as usize])
                .collect();
            let text = text.join(" ");
            let rule = match Rule::parse(&text) {
                Ok(rule) => rule,
                Err(e) => {
                    assert!(
                        e.column >= 1 && e.column <= text.chars().count() + 1,
                        "{text}"
                    );
                    continue;
                }
            };
            accepted += 1;
            let mut work = 0;
            for n in 0..20 {
                let mut bad = None;
                let result = rule.options(n, &mut work, 1_000_000, &mut |heaps| {
                    if heaps.iter().any(|&h| h == 0 || h >= n) {
                        bad = Some(heaps.to_vec());
                    }
                });
                assert!(bad.is_none(), "{text} at {n}: {bad:?}");
                if result.is_err() {
                    break;
                }
            }
        }
        assert!(accepted > 100, "only {accepted} rules parsed");
    }

    #[test]
    fn windows_are_found_only_for_fixed_offsets() {
        let window = |text: &str| Rule::parse(text).unwrap().window();
        assert_eq!(window("n - 1; n - 3; n - 4"), Some(4));
        assert_eq!(window("n-7..n; n - 2"), Some(7));
        assert_eq!(window("n - 1; n/2"), None);
        assert_eq!(window("n - 1 if n % 2 == 0"), None);
        assert_eq!(window("for k in 1..3: n - k"), None);
        assert_eq!(window("n - 1, n - 2"), None);
        assert_eq!(window("0..n"), None);
        assert_eq!(window("n - 0"), None);
    }
}
