//! The formulas of the guesser: trees of the expression language's
//! operators in an arena (a node's children are earlier nodes), evaluated
//! on one point at a time, and written in the `--check` syntax (C's
//! precedence, parentheses only where needed) and as Rust.

use crate::builtin::Builtin;
use std::fmt::Write as _;

/// The binary operators the guesser uses, with C's precedence level (as in
/// expr.rs, loosest 0) and the `--check` spelling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bin {
    Or,
    And,
    BitOr,
    Xor,
    BitAnd,
    Eq,
    Ne,
    Lt,
    Le,
    Shl,
    Shr,
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Min,
    Max,
}

impl Bin {
    pub fn symbol(self) -> &'static str {
        match self {
            Bin::Or => "||",
            Bin::And => "&&",
            Bin::BitOr => "|",
            Bin::Xor => "^",
            Bin::BitAnd => "&",
            Bin::Eq => "==",
            Bin::Ne => "!=",
            Bin::Lt => "<",
            Bin::Le => "<=",
            Bin::Shl => "<<",
            Bin::Shr => ">>",
            Bin::Add => "+",
            Bin::Sub => "-",
            Bin::Mul => "*",
            Bin::Div => "/",
            Bin::Rem => "%",
            Bin::Min => "min",
            Bin::Max => "max",
        }
    }

    /// C's level, loosest first; calls (min, max) bind tightest.
    fn level(self) -> u8 {
        match self {
            Bin::Or => 0,
            Bin::And => 1,
            Bin::BitOr => 2,
            Bin::Xor => 3,
            Bin::BitAnd => 4,
            Bin::Eq | Bin::Ne => 5,
            Bin::Lt | Bin::Le => 6,
            Bin::Shl | Bin::Shr => 7,
            Bin::Add | Bin::Sub => 8,
            Bin::Mul | Bin::Div | Bin::Rem => 9,
            Bin::Min | Bin::Max => 11,
        }
    }

    /// Whether `a op b == b op a`.
    pub fn commutes(self) -> bool {
        matches!(
            self,
            Bin::Or
                | Bin::And
                | Bin::BitOr
                | Bin::Xor
                | Bin::BitAnd
                | Bin::Eq
                | Bin::Ne
                | Bin::Add
                | Bin::Mul
                | Bin::Min
                | Bin::Max
        )
    }

    /// Whether the value is always 0 or 1.
    pub fn is_boolean(self) -> bool {
        matches!(
            self,
            Bin::Or | Bin::And | Bin::Eq | Bin::Ne | Bin::Lt | Bin::Le
        )
    }

    /// The value, as expr.rs computes it (checked: `None` where it has
    /// none).
    #[inline]
    pub fn apply(self, a: i64, b: i64) -> Option<i64> {
        Some(match self {
            Bin::Or => i64::from(a != 0 || b != 0),
            Bin::And => i64::from(a != 0 && b != 0),
            Bin::BitOr => a | b,
            Bin::Xor => a ^ b,
            Bin::BitAnd => a & b,
            Bin::Eq => i64::from(a == b),
            Bin::Ne => i64::from(a != b),
            Bin::Lt => i64::from(a < b),
            Bin::Le => i64::from(a <= b),
            Bin::Shl => {
                if !(0..64).contains(&b) {
                    return None;
                }
                i64::try_from(i128::from(a) << b).ok()?
            }
            Bin::Shr => {
                if !(0..64).contains(&b) {
                    return None;
                }
                a >> b
            }
            Bin::Add => a.checked_add(b)?,
            Bin::Sub => a.checked_sub(b)?,
            Bin::Mul => a.checked_mul(b)?,
            Bin::Div => a.checked_div(b)?,
            Bin::Rem => a.checked_rem(b)?,
            Bin::Min => a.min(b),
            Bin::Max => a.max(b),
        })
    }
}

/// One node; children are indices of earlier nodes of the same [`Arena`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Node {
    Var(u8),
    Const(i64),
    Call(Builtin, u32),
    Bin(Bin, u32, u32),
    /// `c ? a : b`.
    Cond(u32, u32, u32),
}

/// The nodes of many formulas, sharing their common parts.
#[derive(Default)]
pub struct Arena {
    pub nodes: Vec<Node>,
}

/// How a child sits in its parent, for the parentheses.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Place {
    /// Anywhere a whole expression may stand (the top, an argument, a branch
    /// of `? :`).
    Free,
    /// An operand of the binary operator of `level`, left or right.
    Left(u8),
    Right(u8),
}

impl Arena {
    pub fn push(&mut self, node: Node) -> u32 {
        self.nodes.push(node);
        (self.nodes.len() - 1) as u32
    }

    /// The value of node `i` at the point `vars`, `None` where the
    /// expression language gives an error (no value).
    pub fn eval(&self, i: u32, vars: &[i64]) -> Option<i64> {
        Some(match self.nodes[i as usize] {
            Node::Var(v) => vars[usize::from(v)],
            Node::Const(c) => c,
            Node::Call(b, a) => b.apply(self.eval(a, vars)?, 0).ok()?,
            Node::Bin(op, a, b) => match op {
                // Short circuits, as in C: the right side may have no value.
                Bin::And if self.eval(a, vars)? == 0 => 0,
                Bin::Or if self.eval(a, vars)? != 0 => 1,
                _ => op.apply(self.eval(a, vars)?, self.eval(b, vars)?)?,
            },
            Node::Cond(c, a, b) => {
                if self.eval(c, vars)? != 0 {
                    self.eval(a, vars)?
                } else {
                    self.eval(b, vars)?
                }
            }
        })
    }

    /// Copies the tree at `i` of `from` into `self`, with variable `v`
    /// replaced by the node `vars[v]` of `self`; returns the copy's root.
    pub fn copy_from(&mut self, from: &Arena, i: u32, vars: &[u32]) -> u32 {
        match from.nodes[i as usize] {
            Node::Var(v) => vars[usize::from(v)],
            Node::Const(c) => self.push(Node::Const(c)),
            Node::Call(b, a) => {
                let a = self.copy_from(from, a, vars);
                self.push(Node::Call(b, a))
            }
            Node::Bin(op, a, b) => {
                let a = self.copy_from(from, a, vars);
                let b = self.copy_from(from, b, vars);
                self.push(Node::Bin(op, a, b))
            }
            Node::Cond(c, a, b) => {
                let c = self.copy_from(from, c, vars);
                let a = self.copy_from(from, a, vars);
                let b = self.copy_from(from, b, vars);
                self.push(Node::Cond(c, a, b))
            }
        }
    }

    /// The number of nodes of the tree at `i` (a shared child counted each
    /// time).
    pub fn size(&self, i: u32) -> usize {
        match self.nodes[i as usize] {
            Node::Var(_) | Node::Const(_) => 1,
            // A function weighs two: at equal size, operators first.
            Node::Call(_, a) => 2 + self.size(a),
            Node::Bin(_, a, b) => 1 + self.size(a) + self.size(b),
            Node::Cond(c, a, b) => 1 + self.size(c) + self.size(a) + self.size(b),
        }
    }

    /// Node `i` in the `--check` syntax.
    pub fn check_text(&self, i: u32, vars: &[&str]) -> String {
        let mut out = String::new();
        self.write_check(i, vars, Place::Free, &mut out);
        out
    }

    fn write_check(&self, i: u32, vars: &[&str], place: Place, out: &mut String) {
        match self.nodes[i as usize] {
            Node::Var(v) => out.push_str(vars[usize::from(v)]),
            Node::Const(c) if c < 0 && place != Place::Free => {
                let _ = write!(out, "({})", c);
            }
            Node::Const(c) => {
                let _ = write!(out, "{}", c);
            }
            Node::Call(b, a) => {
                let _ = write!(out, "{}(", b.name());
                self.write_check(a, vars, Place::Free, out);
                out.push(')');
            }
            Node::Bin(op @ (Bin::Min | Bin::Max), a, b) => {
                let _ = write!(out, "{}(", op.symbol());
                self.write_check(a, vars, Place::Free, out);
                out.push_str(", ");
                self.write_check(b, vars, Place::Free, out);
                out.push(')');
            }
            Node::Bin(op, a, b) => {
                let level = op.level();
                let paren = match place {
                    Place::Free => false,
                    Place::Left(l) => level < l,
                    // a - (b - c), and no chained comparison (a < (b < c)).
                    Place::Right(l) => level <= l,
                };
                // A comparison's left operand of the same level would chain;
                // and for the reader, a bitwise operator's operands that are
                // other operators are parenthesised, as C compilers advise.
                let parent = match place {
                    Place::Free => None,
                    Place::Left(l) | Place::Right(l) => Some(l),
                };
                let paren = paren
                    || matches!(place, Place::Left(l) if l == level && (5..=6).contains(&level))
                    || matches!(parent, Some(l) if l != level && matches!(l, 2..=4 | 7));
                if paren {
                    out.push('(');
                }
                self.write_check(a, vars, Place::Left(level), out);
                let _ = write!(out, " {} ", op.symbol());
                self.write_check(b, vars, Place::Right(level), out);
                if paren {
                    out.push(')');
                }
            }
            Node::Cond(c, a, b) => {
                let paren = place != Place::Free;
                if paren {
                    out.push('(');
                }
                // The condition binds tighter than `?`: only a conditional
                // needs parentheses there.
                self.write_check(c, vars, Place::Left(0), out);
                out.push_str(" ? ");
                self.write_check(a, vars, Place::Free, out);
                out.push_str(" : ");
                self.write_check(b, vars, Place::Free, out);
                if paren {
                    out.push(')');
                }
            }
        }
    }

    /// Node `i` as a Rust expression of type `i64`, the variables being
    /// `i64` too; every operation parenthesised (Rust's precedence is not
    /// C's), comparisons turned back into 0 or 1.
    pub fn rust_text(&self, i: u32, vars: &[&str]) -> String {
        let mut out = String::new();
        self.write_rust(i, vars, &mut out);
        out
    }

    /// Node `i` as a Rust `bool` (a condition).
    fn write_rust_bool(&self, i: u32, vars: &[&str], out: &mut String) {
        match self.nodes[i as usize] {
            Node::Bin(op, a, b) if op.is_boolean() => {
                let sym = op.symbol();
                let (l, r) = if let Bin::And | Bin::Or = op {
                    let mut l = String::new();
                    let mut r = String::new();
                    self.write_rust_bool(a, vars, &mut l);
                    self.write_rust_bool(b, vars, &mut r);
                    (l, r)
                } else {
                    (self.rust_text(a, vars), self.rust_text(b, vars))
                };
                let _ = write!(out, "({} {} {})", l, sym, r);
            }
            _ => {
                let _ = write!(out, "({} != 0)", self.rust_text(i, vars));
            }
        }
    }

    fn write_rust(&self, i: u32, vars: &[&str], out: &mut String) {
        match self.nodes[i as usize] {
            Node::Var(v) => out.push_str(vars[usize::from(v)]),
            Node::Const(c) if c < 0 => {
                let _ = write!(out, "({}i64)", c);
            }
            Node::Const(c) => {
                let _ = write!(out, "{}", c);
            }
            Node::Call(b, a) => out.push_str(&b.rust(&self.rust_text(a, vars), "")),
            Node::Bin(op @ (Bin::Min | Bin::Max), a, b) => {
                let _ = write!(
                    out,
                    "({}).{}({})",
                    self.rust_text(a, vars),
                    op.symbol(),
                    self.rust_text(b, vars)
                );
            }
            Node::Bin(op, ..) if op.is_boolean() => {
                out.push_str("i64::from");
                self.write_rust_bool(i, vars, out);
            }
            Node::Bin(op, a, b) => {
                let _ = write!(
                    out,
                    "({} {} {})",
                    self.rust_text(a, vars),
                    op.symbol(),
                    self.rust_text(b, vars)
                );
            }
            Node::Cond(c, a, b) => {
                out.push_str("(if ");
                self.write_rust_bool(c, vars, out);
                let _ = write!(
                    out,
                    " {{ {} }} else {{ {} }})",
                    self.rust_text(a, vars),
                    self.rust_text(b, vars)
                );
            }
        }
    }

    /// Whether the tree at `i` calls a builtin whose Rust form needs a
    /// helper.
    pub fn needs_helpers(&self, i: u32) -> bool {
        match self.nodes[i as usize] {
            Node::Var(_) | Node::Const(_) => false,
            Node::Call(b, a) => b.needs_helper() || self.needs_helpers(a),
            Node::Bin(_, a, b) => self.needs_helpers(a) || self.needs_helpers(b),
            Node::Cond(c, a, b) => {
                self.needs_helpers(c) || self.needs_helpers(a) || self.needs_helpers(b)
            }
        }
    }
}
