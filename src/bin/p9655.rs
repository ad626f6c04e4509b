// https://www.acmicpc.net/problem/9655
// Take 1 or 3 stones; whoever takes the last stone wins; SK moves first.
use grundy::input::{check_range, install_error_hook};
use grundy::subtraction::subtraction_table;
use proconio::input;

fn main() {
    install_error_hook();
    input! { n: usize }
    let n = check_range("N", n, 1, 1000);
    let g = subtraction_table(&[1, 3], n);
    println!("{}", if g[n] != 0 { "SK" } else { "CY" });
}
