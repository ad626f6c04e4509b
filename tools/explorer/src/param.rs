//! `--param NAME=LO..HI` on `sequence heap` and `table rule`: a rule with a
//! free constant `NAME`, run once for each value (the name replaced by the
//! number, token by token), one block of results per value, headed
//! `NAME = v:`. With `--guess` on a sequence, then one formula in `n` and
//! `NAME` for every row ([`grundy_guess::joint`]).

use crate::cli::{Game, TableArgs};
use crate::failure::Failure;
use crate::text;
use grundy_guess::expr::{lex, Kind};
use grundy_shared::clock::CpuInstant;
use std::fmt::Write as _;

/// The most values of one sweep (each is a whole run, bounded on its own).
pub const SWEEP_CAP: i64 = 100;

/// Values printed per row of a sequence sweep without `--len`.
const SWEEP_LEN: u64 = 20;

/// `NAME=LO..HI` (`LO <= v < HI`) or `NAME=LO..=HI`, read and checked;
/// `vars` are the variables of the rule's command (`n` for a heap rule,
/// `x` and `y` for a table rule), which no constant may be named.
pub fn parse(spec: &str, vars: &[&str]) -> Result<(String, Vec<i64>), String> {
    let bad = |why: &str| format!("--param `{}`: {}", text::quote(spec), why);
    let (name, range) = spec
        .split_once('=')
        .ok_or_else(|| bad("write NAME=LO..HI, such as k=1..21 (1 to 20) or k=1..=20"))?;
    let name = name.trim();
    let valid = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !valid {
        return Err(bad("the name is not a name (letters, digits, _)"));
    }
    if vars.contains(&name) {
        return Err(bad("the name is taken (a variable of the rule)"));
    }
    if ["for", "in", "if", "min", "max", "all"].contains(&name)
        || grundy_guess::builtin::Builtin::from_name(name).is_some()
    {
        return Err(bad("the name is taken (a keyword or function)"));
    }
    let (lo, hi, inclusive) = match range.split_once("..=") {
        Some((lo, hi)) => (lo, hi, true),
        None => match range.split_once("..") {
            Some((lo, hi)) => (lo, hi, false),
            None => return Err(bad("the range is LO..HI or LO..=HI")),
        },
    };
    let number = |s: &str| {
        s.trim()
            .parse::<i64>()
            .map_err(|_| bad("LO and HI are whole numbers"))
    };
    let (lo, hi) = (number(lo)?, number(hi)?);
    let hi = if inclusive {
        hi.checked_add(1).ok_or_else(|| bad("HI is too large"))?
    } else {
        hi
    };
    if lo >= hi {
        return Err(bad("the range is empty"));
    }
    if hi - lo > SWEEP_CAP {
        return Err(bad(&format!("at most {} values in one sweep", SWEEP_CAP)));
    }
    Ok((name.to_string(), (lo..hi).collect()))
}

/// `rule` with every name `name` replaced by `(v)`; refused if the rule
/// binds `name` itself (`for name in ..`: a loop variable, not a constant).
pub fn substitute(rule: &str, name: &str, v: i64) -> Result<String, Failure> {
    let tokens = lex(rule).map_err(|e| crate::failure::parse_failure("the rule", rule, &e))?;
    let chars: Vec<char> = rule.chars().collect();
    let mut out = String::new();
    let mut at = 1;
    let mut found = false;
    for (i, t) in tokens.iter().enumerate() {
        if matches!(&t.kind, Kind::Name(n) if n == name) {
            let after_for = i
                .checked_sub(1)
                .is_some_and(|p| matches!(&tokens[p].kind, Kind::Name(f) if f == "for"));
            if after_for {
                return Err(Failure::Usage(format!(
                    "--param {}: `{}` is a loop variable of the rule `{}` (for {} in ..), \
                     not a constant to sweep; name the constant otherwise",
                    name,
                    name,
                    text::quote(rule),
                    name
                )));
            }
            out.extend(&chars[at - 1..t.column - 1]);
            let _ = write!(out, "({})", v);
            at = t.end;
            found = true;
        }
    }
    out.extend(&chars[at - 1..]);
    if !found {
        return Err(Failure::Usage(format!(
            "--param {}: the rule `{}` has no `{}` to sweep",
            name,
            text::quote(rule),
            name
        )));
    }
    Ok(out)
}

/// `--budget` bounds a sweep's whole guessing, not each row's: the
/// seconds still left when a row starts, shared evenly between it and the
/// searches still to come (`searches_left`, the joint formula's among
/// them), and within a row between --guess and --guess-lost (`per_row`).
pub struct Budget {
    start: CpuInstant,
    total: f64,
}

impl Budget {
    pub fn new(total: f64) -> Budget {
        Budget {
            start: CpuInstant::now(),
            total,
        }
    }

    /// The seconds of one search, with `searches_left` searches (this one
    /// among them) to share what is left.
    pub fn share(&self, searches_left: usize) -> f64 {
        let left = (self.total - self.start.elapsed().as_secs_f64()).max(0.0);
        left / searches_left.max(1) as f64
    }
}

/// A sweep of `sequence heap`: for each value, the first values (or
/// `--len` of them) on one row, then the reports asked for.
pub fn sequence(game: &Game, spec: &str) -> Result<String, Failure> {
    let (name, values) = parse(spec, &["n"]).map_err(Failure::Usage)?;
    let Game::Heap {
        rule,
        misere,
        coins,
        options,
    } = game
    else {
        return Err(Failure::Usage(
            "--param sweeps a constant of a rule: `sequence heap` or `table rule`".to_string(),
        ));
    };
    let mut out = format!(
        "heap rule `{}` for {} = {}..={}: the first values, then the reports, for each\n",
        text::quote(rule),
        name,
        values[0],
        values[values.len() - 1]
    );
    let mut missed = false;
    let mut rows = Vec::new();
    let budget = Budget::new(options.budget);
    let per_row = usize::from(options.guess) + usize::from(options.guess_lost);
    let joint = usize::from(per_row > 0);
    for (i, &v) in values.iter().enumerate() {
        let rule = substitute(rule, &name, v)?;
        if options.guess || options.guess_lost {
            let (values, proven) = crate::sequence::guess_values(&Game::Heap {
                rule: rule.clone(),
                misere: *misere,
                coins: *coins,
                options: options.clone(),
            })?;
            rows.push(grundy_guess::joint::Row {
                k: v,
                values,
                proven,
            });
        }
        let mut raw = options.clone();
        raw.raw = true;
        raw.param = None;
        raw.guess = false;
        raw.guess_lost = false;
        raw.period = false;
        raw.check = None;
        raw.check_lost = None;
        raw.quiet = false;
        raw.len = Some(options.len.unwrap_or(SWEEP_LEN));
        let row = crate::sequence::sequence(&Game::Heap {
            rule: rule.clone(),
            misere: *misere,
            coins: *coins,
            options: raw,
        })?;
        let _ = writeln!(
            out,
            "{} = {}: {}",
            name,
            v,
            row.split_whitespace().collect::<Vec<_>>().join(" ")
        );
        let reports = options.period
            || options.check.is_some()
            || options.check_lost.is_some()
            || options.guess
            || options.guess_lost;
        if reports {
            let mut quiet = options.clone();
            quiet.quiet = true;
            quiet.param = None;
            quiet.budget = budget.share(per_row * (values.len() - i + joint));
            let text = match crate::sequence::sequence(&Game::Heap {
                rule,
                misere: *misere,
                coins: *coins,
                options: quiet,
            }) {
                Ok(text) => text,
                Err(Failure::NoFormula(text)) => {
                    missed = true;
                    text
                }
                Err(e) => return Err(e),
            };
            for line in text.lines().skip(1) {
                let _ = writeln!(out, "  {}", line);
            }
        }
    }
    // One formula in n and the constant for every row.
    if !rows.is_empty() {
        let _ = writeln!(
            out,
            "one formula in n and {} for every {} = {}..={}:",
            name,
            name,
            values[0],
            values[values.len() - 1]
        );
        let mut last = options.clone();
        last.budget = budget.share(per_row);
        out = match crate::guessing::append(out, &last, |ask| {
            grundy_guess::joint::joint(&name, &rows, ask)
        }) {
            Ok(out) => out,
            Err(Failure::NoFormula(out)) => {
                missed = true;
                out
            }
            Err(e) => return Err(e),
        };
    }
    if missed {
        Err(Failure::NoFormula(out))
    } else {
        Ok(out)
    }
}

/// A sweep of `table rule`: for each value, the run's output, indented,
/// under a `NAME = v:` heading.
pub fn table(args: &TableArgs, spec: &str) -> Result<String, Failure> {
    let (name, values) = parse(spec, &["x", "y"]).map_err(Failure::Usage)?;
    let rule = args.rule.clone().unwrap_or_default();
    let mut out = format!(
        "table rule `{}` for {} = {}..={}, {} x {}, for each value:\n",
        text::quote(&rule),
        name,
        values[0],
        values[values.len() - 1],
        args.n,
        args.n
    );
    if args.svg.is_some() {
        return Err(Failure::Usage(
            "--svg draws one table: leave it out of a --param sweep".to_string(),
        ));
    }
    let mut missed = false;
    let budget = Budget::new(args.budget);
    let per_row = usize::from(args.guess) + usize::from(args.guess_lost);
    for (i, &v) in values.iter().enumerate() {
        let mut one = args.clone();
        one.rule = Some(substitute(&rule, &name, v)?);
        one.param = None;
        one.budget = budget.share(per_row * (values.len() - i));
        let text = match crate::table_rule::table(&one) {
            Ok(text) => text,
            Err(Failure::NoFormula(text)) => {
                missed = true;
                text
            }
            Err(e) => return Err(e),
        };
        let _ = writeln!(out, "{} = {}:", name, v);
        for line in text.lines() {
            let _ = writeln!(out, "  {}", line);
        }
    }
    if missed {
        Err(Failure::NoFormula(out))
    } else {
        Ok(out)
    }
}
