-- wrk's script for scripts/bench/run-load.ts: GETs of the paths listed in a file (one a line,
-- given after `--`), round robin, each request written once up front with wrk's headers (-H);
-- every answer counted by status; at the end one JSON line on stdout.

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

-- Per thread (each has its own Lua state): its requests and what it was answered.
local requests = {}
local next_index = 0
statuses = {}

function init(args)
  for path in io.lines(args[1]) do
    if path ~= "" then table.insert(requests, wrk.format("GET", path)) end
  end
  if #requests == 0 then error("no paths in " .. args[1]) end
end

function request()
  next_index = next_index % #requests + 1
  return requests[next_index]
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, _)
  local counts = {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("statuses")) do counts[status] = (counts[status] or 0) + n end
  end
  local listed = {}
  for status, n in pairs(counts) do table.insert(listed, string.format('"%d":%d', status, n)) end
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"errors":%d,"statuses":{%s}}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    errors.connect + errors.read + errors.write + errors.timeout, table.concat(listed, ",")))
end
