//! The only place the tests name gpudoc's library paths (`gpudoc::...`): when src/ moves a
//! module, retarget it here and nowhere else.

pub use gpudoc::elfinfo;

/// The 15 categories of `gpudoc explain`.
pub const EXPLAIN_CATEGORIES: &[&str] = &gpudoc::CATEGORIES;

/// The explain catalog's categories for `message`, best match first.
pub fn explain_categories_ranked(message: &str) -> Vec<String> {
    gpudoc::diagnose(message)
        .iter()
        .map(|m| m.entry.category.clone())
        .collect()
}
