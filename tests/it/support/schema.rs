//! schema/report.schema.json, the published JSON Schema of the `check --json` report, and
//! the check that every report the tests produce conforms to it. Reports are validated
//! twice: against the schema as published (additional properties allowed, since the
//! contract is additive) and against a closed copy (every described object gets
//! `additionalProperties: false`), so a field gpudoc emits but the schema does not describe
//! fails here rather than going undocumented.

use std::sync::LazyLock;

use serde_json::Value;

/// The published schema, as a JSON value.
pub fn report_schema() -> &'static Value {
    static SCHEMA: LazyLock<Value> = LazyLock::new(|| {
        let path = super::repo().join("schema/report.schema.json");
        let text = std::fs::read_to_string(&path).expect("schema/report.schema.json");
        serde_json::from_str(&text).expect("the report schema is JSON")
    });
    &SCHEMA
}

/// The schema with every object that lists its properties closed to any others.
fn closed(schema: &Value) -> Value {
    match schema {
        Value::Object(map) => {
            let mut out: serde_json::Map<String, Value> =
                map.iter().map(|(k, v)| (k.clone(), closed(v))).collect();
            if out.contains_key("properties") && !out.contains_key("additionalProperties") {
                out.insert("additionalProperties".into(), Value::Bool(false));
            }
            Value::Object(out)
        }
        Value::Array(items) => Value::Array(items.iter().map(closed).collect()),
        other => other.clone(),
    }
}

fn validators() -> &'static [(jsonschema::Validator, &'static str); 2] {
    static V: LazyLock<[(jsonschema::Validator, &'static str); 2]> = LazyLock::new(|| {
        let schema = report_schema();
        jsonschema::meta::validate(schema)
            .unwrap_or_else(|e| panic!("schema/report.schema.json is not a valid schema: {e}"));
        let build = |s: &Value| {
            jsonschema::draft202012::new(s)
                .unwrap_or_else(|e| panic!("schema/report.schema.json does not compile: {e}"))
        };
        [
            (build(schema), "the published schema"),
            (
                build(&closed(schema)),
                "the schema closed to undescribed fields (describe new fields in schema/report.schema.json)",
            ),
        ]
    });
    &V
}

/// Panic with every violation if `report` does not conform to the report schema.
pub fn assert_report_conforms(report: &Value) {
    for (validator, which) in validators() {
        let errors: Vec<String> = validator
            .iter_errors(report)
            .map(|e| format!("  at {}: {e}", e.instance_path()))
            .take(20)
            .collect();
        assert!(
            errors.is_empty(),
            "the report does not conform to {which}:\n{}",
            errors.join("\n")
        );
    }
}

/// Whether a JSON document is a `check` report (as opposed to explain, plan, stress, fleet).
pub fn is_check_report(doc: &Value) -> bool {
    doc.get("schema_version").is_some() && doc.get("layers").is_some() && doc.get("facts").is_some()
}
