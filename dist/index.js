import { createRequire as __createRequire } from 'node:module';
const require = __createRequire(import.meta.url);
import {
  redact,
  redactValues
} from "./action-chunks/chunk-BBCFOR4O.js";
import {
  DEFAULT_CONFIG_FILE,
  KEY_SETTINGS,
  closest,
  compareText,
  defaultConfig,
  dottedPath,
  escapesThroughLink,
  isCleartextRemote,
  keySettingsOf,
  loadConfig,
  parseConfig,
  realLocation,
  sortDiagnostics
} from "./action-chunks/chunk-PKMG2LYO.js";
import {
  __commonJS,
  __require,
  __toESM,
  array,
  literal,
  looseObject,
  number,
  record,
  string
} from "./action-chunks/chunk-PZGXLYYC.js";

// node_modules/tunnel/lib/tunnel.js
var require_tunnel = __commonJS({
  "node_modules/tunnel/lib/tunnel.js"(exports) {
    "use strict";
    var net = __require("net");
    var tls = __require("tls");
    var http = __require("http");
    var https = __require("https");
    var events = __require("events");
    var assert = __require("assert");
    var util = __require("util");
    exports.httpOverHttp = httpOverHttp2;
    exports.httpsOverHttp = httpsOverHttp2;
    exports.httpOverHttps = httpOverHttps2;
    exports.httpsOverHttps = httpsOverHttps2;
    function httpOverHttp2(options) {
      var agent = new TunnelingAgent(options);
      agent.request = http.request;
      return agent;
    }
    function httpsOverHttp2(options) {
      var agent = new TunnelingAgent(options);
      agent.request = http.request;
      agent.createSocket = createSecureSocket;
      agent.defaultPort = 443;
      return agent;
    }
    function httpOverHttps2(options) {
      var agent = new TunnelingAgent(options);
      agent.request = https.request;
      return agent;
    }
    function httpsOverHttps2(options) {
      var agent = new TunnelingAgent(options);
      agent.request = https.request;
      agent.createSocket = createSecureSocket;
      agent.defaultPort = 443;
      return agent;
    }
    function TunnelingAgent(options) {
      var self2 = this;
      self2.options = options || {};
      self2.proxyOptions = self2.options.proxy || {};
      self2.maxSockets = self2.options.maxSockets || http.Agent.defaultMaxSockets;
      self2.requests = [];
      self2.sockets = [];
      self2.on("free", function onFree(socket, host, port, localAddress) {
        var options2 = toOptions(host, port, localAddress);
        for (var i = 0, len = self2.requests.length; i < len; ++i) {
          var pending = self2.requests[i];
          if (pending.host === options2.host && pending.port === options2.port) {
            self2.requests.splice(i, 1);
            pending.request.onSocket(socket);
            return;
          }
        }
        socket.destroy();
        self2.removeSocket(socket);
      });
    }
    util.inherits(TunnelingAgent, events.EventEmitter);
    TunnelingAgent.prototype.addRequest = function addRequest(req, host, port, localAddress) {
      var self2 = this;
      var options = mergeOptions({ request: req }, self2.options, toOptions(host, port, localAddress));
      if (self2.sockets.length >= this.maxSockets) {
        self2.requests.push(options);
        return;
      }
      self2.createSocket(options, function(socket) {
        socket.on("free", onFree);
        socket.on("close", onCloseOrRemove);
        socket.on("agentRemove", onCloseOrRemove);
        req.onSocket(socket);
        function onFree() {
          self2.emit("free", socket, options);
        }
        function onCloseOrRemove(err) {
          self2.removeSocket(socket);
          socket.removeListener("free", onFree);
          socket.removeListener("close", onCloseOrRemove);
          socket.removeListener("agentRemove", onCloseOrRemove);
        }
      });
    };
    TunnelingAgent.prototype.createSocket = function createSocket(options, cb) {
      var self2 = this;
      var placeholder = {};
      self2.sockets.push(placeholder);
      var connectOptions = mergeOptions({}, self2.proxyOptions, {
        method: "CONNECT",
        path: options.host + ":" + options.port,
        agent: false,
        headers: {
          host: options.host + ":" + options.port
        }
      });
      if (options.localAddress) {
        connectOptions.localAddress = options.localAddress;
      }
      if (connectOptions.proxyAuth) {
        connectOptions.headers = connectOptions.headers || {};
        connectOptions.headers["Proxy-Authorization"] = "Basic " + new Buffer(connectOptions.proxyAuth).toString("base64");
      }
      debug2("making CONNECT request");
      var connectReq = self2.request(connectOptions);
      connectReq.useChunkedEncodingByDefault = false;
      connectReq.once("response", onResponse);
      connectReq.once("upgrade", onUpgrade);
      connectReq.once("connect", onConnect);
      connectReq.once("error", onError);
      connectReq.end();
      function onResponse(res) {
        res.upgrade = true;
      }
      function onUpgrade(res, socket, head) {
        process.nextTick(function() {
          onConnect(res, socket, head);
        });
      }
      function onConnect(res, socket, head) {
        connectReq.removeAllListeners();
        socket.removeAllListeners();
        if (res.statusCode !== 200) {
          debug2(
            "tunneling socket could not be established, statusCode=%d",
            res.statusCode
          );
          socket.destroy();
          var error2 = new Error("tunneling socket could not be established, statusCode=" + res.statusCode);
          error2.code = "ECONNRESET";
          options.request.emit("error", error2);
          self2.removeSocket(placeholder);
          return;
        }
        if (head.length > 0) {
          debug2("got illegal response body from proxy");
          socket.destroy();
          var error2 = new Error("got illegal response body from proxy");
          error2.code = "ECONNRESET";
          options.request.emit("error", error2);
          self2.removeSocket(placeholder);
          return;
        }
        debug2("tunneling connection has established");
        self2.sockets[self2.sockets.indexOf(placeholder)] = socket;
        return cb(socket);
      }
      function onError(cause) {
        connectReq.removeAllListeners();
        debug2(
          "tunneling socket could not be established, cause=%s\n",
          cause.message,
          cause.stack
        );
        var error2 = new Error("tunneling socket could not be established, cause=" + cause.message);
        error2.code = "ECONNRESET";
        options.request.emit("error", error2);
        self2.removeSocket(placeholder);
      }
    };
    TunnelingAgent.prototype.removeSocket = function removeSocket(socket) {
      var pos = this.sockets.indexOf(socket);
      if (pos === -1) {
        return;
      }
      this.sockets.splice(pos, 1);
      var pending = this.requests.shift();
      if (pending) {
        this.createSocket(pending, function(socket2) {
          pending.request.onSocket(socket2);
        });
      }
    };
    function createSecureSocket(options, cb) {
      var self2 = this;
      TunnelingAgent.prototype.createSocket.call(self2, options, function(socket) {
        var hostHeader = options.request.getHeader("host");
        var tlsOptions = mergeOptions({}, self2.options, {
          socket,
          servername: hostHeader ? hostHeader.replace(/:.*$/, "") : options.host
        });
        var secureSocket = tls.connect(0, tlsOptions);
        self2.sockets[self2.sockets.indexOf(socket)] = secureSocket;
        cb(secureSocket);
      });
    }
    function toOptions(host, port, localAddress) {
      if (typeof host === "string") {
        return {
          host,
          port,
          localAddress
        };
      }
      return host;
    }
    function mergeOptions(target) {
      for (var i = 1, len = arguments.length; i < len; ++i) {
        var overrides = arguments[i];
        if (typeof overrides === "object") {
          var keys = Object.keys(overrides);
          for (var j = 0, keyLen = keys.length; j < keyLen; ++j) {
            var k = keys[j];
            if (overrides[k] !== void 0) {
              target[k] = overrides[k];
            }
          }
        }
      }
      return target;
    }
    var debug2;
    if (process.env.NODE_DEBUG && /\btunnel\b/.test(process.env.NODE_DEBUG)) {
      debug2 = function() {
        var args = Array.prototype.slice.call(arguments);
        if (typeof args[0] === "string") {
          args[0] = "TUNNEL: " + args[0];
        } else {
          args.unshift("TUNNEL:");
        }
        console.error.apply(console, args);
      };
    } else {
      debug2 = function() {
      };
    }
    exports.debug = debug2;
  }
});

// node_modules/tunnel/index.js
var require_tunnel2 = __commonJS({
  "node_modules/tunnel/index.js"(exports, module) {
    module.exports = require_tunnel();
  }
});

// node_modules/bottleneck/light.js
var require_light = __commonJS({
  "node_modules/bottleneck/light.js"(exports, module) {
    (function(global2, factory) {
      typeof exports === "object" && typeof module !== "undefined" ? module.exports = factory() : typeof define === "function" && define.amd ? define(factory) : global2.Bottleneck = factory();
    })(exports, (function() {
      "use strict";
      var commonjsGlobal = typeof globalThis !== "undefined" ? globalThis : typeof window !== "undefined" ? window : typeof global !== "undefined" ? global : typeof self !== "undefined" ? self : {};
      function getCjsExportFromNamespace(n) {
        return n && n["default"] || n;
      }
      var load = function(received, defaults, onto = {}) {
        var k, ref, v;
        for (k in defaults) {
          v = defaults[k];
          onto[k] = (ref = received[k]) != null ? ref : v;
        }
        return onto;
      };
      var overwrite = function(received, defaults, onto = {}) {
        var k, v;
        for (k in received) {
          v = received[k];
          if (defaults[k] !== void 0) {
            onto[k] = v;
          }
        }
        return onto;
      };
      var parser = {
        load,
        overwrite
      };
      var DLList;
      DLList = class DLList {
        constructor(incr, decr) {
          this.incr = incr;
          this.decr = decr;
          this._first = null;
          this._last = null;
          this.length = 0;
        }
        push(value) {
          var node;
          this.length++;
          if (typeof this.incr === "function") {
            this.incr();
          }
          node = {
            value,
            prev: this._last,
            next: null
          };
          if (this._last != null) {
            this._last.next = node;
            this._last = node;
          } else {
            this._first = this._last = node;
          }
          return void 0;
        }
        shift() {
          var value;
          if (this._first == null) {
            return;
          } else {
            this.length--;
            if (typeof this.decr === "function") {
              this.decr();
            }
          }
          value = this._first.value;
          if ((this._first = this._first.next) != null) {
            this._first.prev = null;
          } else {
            this._last = null;
          }
          return value;
        }
        first() {
          if (this._first != null) {
            return this._first.value;
          }
        }
        getArray() {
          var node, ref, results;
          node = this._first;
          results = [];
          while (node != null) {
            results.push((ref = node, node = node.next, ref.value));
          }
          return results;
        }
        forEachShift(cb) {
          var node;
          node = this.shift();
          while (node != null) {
            cb(node), node = this.shift();
          }
          return void 0;
        }
        debug() {
          var node, ref, ref1, ref2, results;
          node = this._first;
          results = [];
          while (node != null) {
            results.push((ref = node, node = node.next, {
              value: ref.value,
              prev: (ref1 = ref.prev) != null ? ref1.value : void 0,
              next: (ref2 = ref.next) != null ? ref2.value : void 0
            }));
          }
          return results;
        }
      };
      var DLList_1 = DLList;
      var Events;
      Events = class Events {
        constructor(instance) {
          this.instance = instance;
          this._events = {};
          if (this.instance.on != null || this.instance.once != null || this.instance.removeAllListeners != null) {
            throw new Error("An Emitter already exists for this object");
          }
          this.instance.on = (name, cb) => {
            return this._addListener(name, "many", cb);
          };
          this.instance.once = (name, cb) => {
            return this._addListener(name, "once", cb);
          };
          this.instance.removeAllListeners = (name = null) => {
            if (name != null) {
              return delete this._events[name];
            } else {
              return this._events = {};
            }
          };
        }
        _addListener(name, status, cb) {
          var base;
          if ((base = this._events)[name] == null) {
            base[name] = [];
          }
          this._events[name].push({ cb, status });
          return this.instance;
        }
        listenerCount(name) {
          if (this._events[name] != null) {
            return this._events[name].length;
          } else {
            return 0;
          }
        }
        async trigger(name, ...args) {
          var e, promises3;
          try {
            if (name !== "debug") {
              this.trigger("debug", `Event triggered: ${name}`, args);
            }
            if (this._events[name] == null) {
              return;
            }
            this._events[name] = this._events[name].filter(function(listener) {
              return listener.status !== "none";
            });
            promises3 = this._events[name].map(async (listener) => {
              var e2, returned;
              if (listener.status === "none") {
                return;
              }
              if (listener.status === "once") {
                listener.status = "none";
              }
              try {
                returned = typeof listener.cb === "function" ? listener.cb(...args) : void 0;
                if (typeof (returned != null ? returned.then : void 0) === "function") {
                  return await returned;
                } else {
                  return returned;
                }
              } catch (error2) {
                e2 = error2;
                {
                  this.trigger("error", e2);
                }
                return null;
              }
            });
            return (await Promise.all(promises3)).find(function(x) {
              return x != null;
            });
          } catch (error2) {
            e = error2;
            {
              this.trigger("error", e);
            }
            return null;
          }
        }
      };
      var Events_1 = Events;
      var DLList$1, Events$1, Queues;
      DLList$1 = DLList_1;
      Events$1 = Events_1;
      Queues = class Queues {
        constructor(num_priorities) {
          var i;
          this.Events = new Events$1(this);
          this._length = 0;
          this._lists = (function() {
            var j, ref, results;
            results = [];
            for (i = j = 1, ref = num_priorities; 1 <= ref ? j <= ref : j >= ref; i = 1 <= ref ? ++j : --j) {
              results.push(new DLList$1((() => {
                return this.incr();
              }), (() => {
                return this.decr();
              })));
            }
            return results;
          }).call(this);
        }
        incr() {
          if (this._length++ === 0) {
            return this.Events.trigger("leftzero");
          }
        }
        decr() {
          if (--this._length === 0) {
            return this.Events.trigger("zero");
          }
        }
        push(job) {
          return this._lists[job.options.priority].push(job);
        }
        queued(priority) {
          if (priority != null) {
            return this._lists[priority].length;
          } else {
            return this._length;
          }
        }
        shiftAll(fn) {
          return this._lists.forEach(function(list) {
            return list.forEachShift(fn);
          });
        }
        getFirst(arr = this._lists) {
          var j, len, list;
          for (j = 0, len = arr.length; j < len; j++) {
            list = arr[j];
            if (list.length > 0) {
              return list;
            }
          }
          return [];
        }
        shiftLastFrom(priority) {
          return this.getFirst(this._lists.slice(priority).reverse()).shift();
        }
      };
      var Queues_1 = Queues;
      var BottleneckError;
      BottleneckError = class BottleneckError extends Error {
      };
      var BottleneckError_1 = BottleneckError;
      var BottleneckError$1, DEFAULT_PRIORITY, Job, NUM_PRIORITIES, parser$1;
      NUM_PRIORITIES = 10;
      DEFAULT_PRIORITY = 5;
      parser$1 = parser;
      BottleneckError$1 = BottleneckError_1;
      Job = class Job {
        constructor(task, args, options, jobDefaults, rejectOnDrop, Events2, _states, Promise2) {
          this.task = task;
          this.args = args;
          this.rejectOnDrop = rejectOnDrop;
          this.Events = Events2;
          this._states = _states;
          this.Promise = Promise2;
          this.options = parser$1.load(options, jobDefaults);
          this.options.priority = this._sanitizePriority(this.options.priority);
          if (this.options.id === jobDefaults.id) {
            this.options.id = `${this.options.id}-${this._randomIndex()}`;
          }
          this.promise = new this.Promise((_resolve, _reject) => {
            this._resolve = _resolve;
            this._reject = _reject;
          });
          this.retryCount = 0;
        }
        _sanitizePriority(priority) {
          var sProperty;
          sProperty = ~~priority !== priority ? DEFAULT_PRIORITY : priority;
          if (sProperty < 0) {
            return 0;
          } else if (sProperty > NUM_PRIORITIES - 1) {
            return NUM_PRIORITIES - 1;
          } else {
            return sProperty;
          }
        }
        _randomIndex() {
          return Math.random().toString(36).slice(2);
        }
        doDrop({ error: error2, message = "This job has been dropped by Bottleneck" } = {}) {
          if (this._states.remove(this.options.id)) {
            if (this.rejectOnDrop) {
              this._reject(error2 != null ? error2 : new BottleneckError$1(message));
            }
            this.Events.trigger("dropped", { args: this.args, options: this.options, task: this.task, promise: this.promise });
            return true;
          } else {
            return false;
          }
        }
        _assertStatus(expected) {
          var status;
          status = this._states.jobStatus(this.options.id);
          if (!(status === expected || expected === "DONE" && status === null)) {
            throw new BottleneckError$1(`Invalid job status ${status}, expected ${expected}. Please open an issue at https://github.com/SGrondin/bottleneck/issues`);
          }
        }
        doReceive() {
          this._states.start(this.options.id);
          return this.Events.trigger("received", { args: this.args, options: this.options });
        }
        doQueue(reachedHWM, blocked) {
          this._assertStatus("RECEIVED");
          this._states.next(this.options.id);
          return this.Events.trigger("queued", { args: this.args, options: this.options, reachedHWM, blocked });
        }
        doRun() {
          if (this.retryCount === 0) {
            this._assertStatus("QUEUED");
            this._states.next(this.options.id);
          } else {
            this._assertStatus("EXECUTING");
          }
          return this.Events.trigger("scheduled", { args: this.args, options: this.options });
        }
        async doExecute(chained, clearGlobalState, run2, free) {
          var error2, eventInfo, passed;
          if (this.retryCount === 0) {
            this._assertStatus("RUNNING");
            this._states.next(this.options.id);
          } else {
            this._assertStatus("EXECUTING");
          }
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          this.Events.trigger("executing", eventInfo);
          try {
            passed = await (chained != null ? chained.schedule(this.options, this.task, ...this.args) : this.task(...this.args));
            if (clearGlobalState()) {
              this.doDone(eventInfo);
              await free(this.options, eventInfo);
              this._assertStatus("DONE");
              return this._resolve(passed);
            }
          } catch (error1) {
            error2 = error1;
            return this._onFailure(error2, eventInfo, clearGlobalState, run2, free);
          }
        }
        doExpire(clearGlobalState, run2, free) {
          var error2, eventInfo;
          if (this._states.jobStatus(this.options.id === "RUNNING")) {
            this._states.next(this.options.id);
          }
          this._assertStatus("EXECUTING");
          eventInfo = { args: this.args, options: this.options, retryCount: this.retryCount };
          error2 = new BottleneckError$1(`This job timed out after ${this.options.expiration} ms.`);
          return this._onFailure(error2, eventInfo, clearGlobalState, run2, free);
        }
        async _onFailure(error2, eventInfo, clearGlobalState, run2, free) {
          var retry2, retryAfter;
          if (clearGlobalState()) {
            retry2 = await this.Events.trigger("failed", error2, eventInfo);
            if (retry2 != null) {
              retryAfter = ~~retry2;
              this.Events.trigger("retry", `Retrying ${this.options.id} after ${retryAfter} ms`, eventInfo);
              this.retryCount++;
              return run2(retryAfter);
            } else {
              this.doDone(eventInfo);
              await free(this.options, eventInfo);
              this._assertStatus("DONE");
              return this._reject(error2);
            }
          }
        }
        doDone(eventInfo) {
          this._assertStatus("EXECUTING");
          this._states.next(this.options.id);
          return this.Events.trigger("done", eventInfo);
        }
      };
      var Job_1 = Job;
      var BottleneckError$2, LocalDatastore, parser$2;
      parser$2 = parser;
      BottleneckError$2 = BottleneckError_1;
      LocalDatastore = class LocalDatastore {
        constructor(instance, storeOptions, storeInstanceOptions) {
          this.instance = instance;
          this.storeOptions = storeOptions;
          this.clientId = this.instance._randomIndex();
          parser$2.load(storeInstanceOptions, storeInstanceOptions, this);
          this._nextRequest = this._lastReservoirRefresh = this._lastReservoirIncrease = Date.now();
          this._running = 0;
          this._done = 0;
          this._unblockTime = 0;
          this.ready = this.Promise.resolve();
          this.clients = {};
          this._startHeartbeat();
        }
        _startHeartbeat() {
          var base;
          if (this.heartbeat == null && (this.storeOptions.reservoirRefreshInterval != null && this.storeOptions.reservoirRefreshAmount != null || this.storeOptions.reservoirIncreaseInterval != null && this.storeOptions.reservoirIncreaseAmount != null)) {
            return typeof (base = this.heartbeat = setInterval(() => {
              var amount, incr, maximum, now, reservoir;
              now = Date.now();
              if (this.storeOptions.reservoirRefreshInterval != null && now >= this._lastReservoirRefresh + this.storeOptions.reservoirRefreshInterval) {
                this._lastReservoirRefresh = now;
                this.storeOptions.reservoir = this.storeOptions.reservoirRefreshAmount;
                this.instance._drainAll(this.computeCapacity());
              }
              if (this.storeOptions.reservoirIncreaseInterval != null && now >= this._lastReservoirIncrease + this.storeOptions.reservoirIncreaseInterval) {
                ({
                  reservoirIncreaseAmount: amount,
                  reservoirIncreaseMaximum: maximum,
                  reservoir
                } = this.storeOptions);
                this._lastReservoirIncrease = now;
                incr = maximum != null ? Math.min(amount, maximum - reservoir) : amount;
                if (incr > 0) {
                  this.storeOptions.reservoir += incr;
                  return this.instance._drainAll(this.computeCapacity());
                }
              }
            }, this.heartbeatInterval)).unref === "function" ? base.unref() : void 0;
          } else {
            return clearInterval(this.heartbeat);
          }
        }
        async __publish__(message) {
          await this.yieldLoop();
          return this.instance.Events.trigger("message", message.toString());
        }
        async __disconnect__(flush) {
          await this.yieldLoop();
          clearInterval(this.heartbeat);
          return this.Promise.resolve();
        }
        yieldLoop(t = 0) {
          return new this.Promise(function(resolve3, reject) {
            return setTimeout(resolve3, t);
          });
        }
        computePenalty() {
          var ref;
          return (ref = this.storeOptions.penalty) != null ? ref : 15 * this.storeOptions.minTime || 5e3;
        }
        async __updateSettings__(options) {
          await this.yieldLoop();
          parser$2.overwrite(options, options, this.storeOptions);
          this._startHeartbeat();
          this.instance._drainAll(this.computeCapacity());
          return true;
        }
        async __running__() {
          await this.yieldLoop();
          return this._running;
        }
        async __queued__() {
          await this.yieldLoop();
          return this.instance.queued();
        }
        async __done__() {
          await this.yieldLoop();
          return this._done;
        }
        async __groupCheck__(time) {
          await this.yieldLoop();
          return this._nextRequest + this.timeout < time;
        }
        computeCapacity() {
          var maxConcurrent, reservoir;
          ({ maxConcurrent, reservoir } = this.storeOptions);
          if (maxConcurrent != null && reservoir != null) {
            return Math.min(maxConcurrent - this._running, reservoir);
          } else if (maxConcurrent != null) {
            return maxConcurrent - this._running;
          } else if (reservoir != null) {
            return reservoir;
          } else {
            return null;
          }
        }
        conditionsCheck(weight) {
          var capacity;
          capacity = this.computeCapacity();
          return capacity == null || weight <= capacity;
        }
        async __incrementReservoir__(incr) {
          var reservoir;
          await this.yieldLoop();
          reservoir = this.storeOptions.reservoir += incr;
          this.instance._drainAll(this.computeCapacity());
          return reservoir;
        }
        async __currentReservoir__() {
          await this.yieldLoop();
          return this.storeOptions.reservoir;
        }
        isBlocked(now) {
          return this._unblockTime >= now;
        }
        check(weight, now) {
          return this.conditionsCheck(weight) && this._nextRequest - now <= 0;
        }
        async __check__(weight) {
          var now;
          await this.yieldLoop();
          now = Date.now();
          return this.check(weight, now);
        }
        async __register__(index, weight, expiration) {
          var now, wait;
          await this.yieldLoop();
          now = Date.now();
          if (this.conditionsCheck(weight)) {
            this._running += weight;
            if (this.storeOptions.reservoir != null) {
              this.storeOptions.reservoir -= weight;
            }
            wait = Math.max(this._nextRequest - now, 0);
            this._nextRequest = now + wait + this.storeOptions.minTime;
            return {
              success: true,
              wait,
              reservoir: this.storeOptions.reservoir
            };
          } else {
            return {
              success: false
            };
          }
        }
        strategyIsBlock() {
          return this.storeOptions.strategy === 3;
        }
        async __submit__(queueLength, weight) {
          var blocked, now, reachedHWM;
          await this.yieldLoop();
          if (this.storeOptions.maxConcurrent != null && weight > this.storeOptions.maxConcurrent) {
            throw new BottleneckError$2(`Impossible to add a job having a weight of ${weight} to a limiter having a maxConcurrent setting of ${this.storeOptions.maxConcurrent}`);
          }
          now = Date.now();
          reachedHWM = this.storeOptions.highWater != null && queueLength === this.storeOptions.highWater && !this.check(weight, now);
          blocked = this.strategyIsBlock() && (reachedHWM || this.isBlocked(now));
          if (blocked) {
            this._unblockTime = now + this.computePenalty();
            this._nextRequest = this._unblockTime + this.storeOptions.minTime;
            this.instance._dropAllQueued();
          }
          return {
            reachedHWM,
            blocked,
            strategy: this.storeOptions.strategy
          };
        }
        async __free__(index, weight) {
          await this.yieldLoop();
          this._running -= weight;
          this._done += weight;
          this.instance._drainAll(this.computeCapacity());
          return {
            running: this._running
          };
        }
      };
      var LocalDatastore_1 = LocalDatastore;
      var BottleneckError$3, States;
      BottleneckError$3 = BottleneckError_1;
      States = class States {
        constructor(status1) {
          this.status = status1;
          this._jobs = {};
          this.counts = this.status.map(function() {
            return 0;
          });
        }
        next(id) {
          var current, next;
          current = this._jobs[id];
          next = current + 1;
          if (current != null && next < this.status.length) {
            this.counts[current]--;
            this.counts[next]++;
            return this._jobs[id]++;
          } else if (current != null) {
            this.counts[current]--;
            return delete this._jobs[id];
          }
        }
        start(id) {
          var initial;
          initial = 0;
          this._jobs[id] = initial;
          return this.counts[initial]++;
        }
        remove(id) {
          var current;
          current = this._jobs[id];
          if (current != null) {
            this.counts[current]--;
            delete this._jobs[id];
          }
          return current != null;
        }
        jobStatus(id) {
          var ref;
          return (ref = this.status[this._jobs[id]]) != null ? ref : null;
        }
        statusJobs(status) {
          var k, pos, ref, results, v;
          if (status != null) {
            pos = this.status.indexOf(status);
            if (pos < 0) {
              throw new BottleneckError$3(`status must be one of ${this.status.join(", ")}`);
            }
            ref = this._jobs;
            results = [];
            for (k in ref) {
              v = ref[k];
              if (v === pos) {
                results.push(k);
              }
            }
            return results;
          } else {
            return Object.keys(this._jobs);
          }
        }
        statusCounts() {
          return this.counts.reduce(((acc, v, i) => {
            acc[this.status[i]] = v;
            return acc;
          }), {});
        }
      };
      var States_1 = States;
      var DLList$2, Sync;
      DLList$2 = DLList_1;
      Sync = class Sync {
        constructor(name, Promise2) {
          this.schedule = this.schedule.bind(this);
          this.name = name;
          this.Promise = Promise2;
          this._running = 0;
          this._queue = new DLList$2();
        }
        isEmpty() {
          return this._queue.length === 0;
        }
        async _tryToRun() {
          var args, cb, error2, reject, resolve3, returned, task;
          if (this._running < 1 && this._queue.length > 0) {
            this._running++;
            ({ task, args, resolve: resolve3, reject } = this._queue.shift());
            cb = await (async function() {
              try {
                returned = await task(...args);
                return function() {
                  return resolve3(returned);
                };
              } catch (error1) {
                error2 = error1;
                return function() {
                  return reject(error2);
                };
              }
            })();
            this._running--;
            this._tryToRun();
            return cb();
          }
        }
        schedule(task, ...args) {
          var promise, reject, resolve3;
          resolve3 = reject = null;
          promise = new this.Promise(function(_resolve, _reject) {
            resolve3 = _resolve;
            return reject = _reject;
          });
          this._queue.push({ task, args, resolve: resolve3, reject });
          this._tryToRun();
          return promise;
        }
      };
      var Sync_1 = Sync;
      var version = "2.19.5";
      var version$1 = {
        version
      };
      var version$2 = /* @__PURE__ */ Object.freeze({
        version,
        default: version$1
      });
      var require$$2 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$3 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$4 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var Events$2, Group, IORedisConnection$1, RedisConnection$1, Scripts$1, parser$3;
      parser$3 = parser;
      Events$2 = Events_1;
      RedisConnection$1 = require$$2;
      IORedisConnection$1 = require$$3;
      Scripts$1 = require$$4;
      Group = (function() {
        class Group2 {
          constructor(limiterOptions = {}) {
            this.deleteKey = this.deleteKey.bind(this);
            this.limiterOptions = limiterOptions;
            parser$3.load(this.limiterOptions, this.defaults, this);
            this.Events = new Events$2(this);
            this.instances = {};
            this.Bottleneck = Bottleneck_1;
            this._startAutoCleanup();
            this.sharedConnection = this.connection != null;
            if (this.connection == null) {
              if (this.limiterOptions.datastore === "redis") {
                this.connection = new RedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }));
              } else if (this.limiterOptions.datastore === "ioredis") {
                this.connection = new IORedisConnection$1(Object.assign({}, this.limiterOptions, { Events: this.Events }));
              }
            }
          }
          key(key = "") {
            var ref;
            return (ref = this.instances[key]) != null ? ref : (() => {
              var limiter;
              limiter = this.instances[key] = new this.Bottleneck(Object.assign(this.limiterOptions, {
                id: `${this.id}-${key}`,
                timeout: this.timeout,
                connection: this.connection
              }));
              this.Events.trigger("created", limiter, key);
              return limiter;
            })();
          }
          async deleteKey(key = "") {
            var deleted, instance;
            instance = this.instances[key];
            if (this.connection) {
              deleted = await this.connection.__runCommand__(["del", ...Scripts$1.allKeys(`${this.id}-${key}`)]);
            }
            if (instance != null) {
              delete this.instances[key];
              await instance.disconnect();
            }
            return instance != null || deleted > 0;
          }
          limiters() {
            var k, ref, results, v;
            ref = this.instances;
            results = [];
            for (k in ref) {
              v = ref[k];
              results.push({
                key: k,
                limiter: v
              });
            }
            return results;
          }
          keys() {
            return Object.keys(this.instances);
          }
          async clusterKeys() {
            var cursor, end, found, i, k, keys, len, next, start;
            if (this.connection == null) {
              return this.Promise.resolve(this.keys());
            }
            keys = [];
            cursor = null;
            start = `b_${this.id}-`.length;
            end = "_settings".length;
            while (cursor !== 0) {
              [next, found] = await this.connection.__runCommand__(["scan", cursor != null ? cursor : 0, "match", `b_${this.id}-*_settings`, "count", 1e4]);
              cursor = ~~next;
              for (i = 0, len = found.length; i < len; i++) {
                k = found[i];
                keys.push(k.slice(start, -end));
              }
            }
            return keys;
          }
          _startAutoCleanup() {
            var base;
            clearInterval(this.interval);
            return typeof (base = this.interval = setInterval(async () => {
              var e, k, ref, results, time, v;
              time = Date.now();
              ref = this.instances;
              results = [];
              for (k in ref) {
                v = ref[k];
                try {
                  if (await v._store.__groupCheck__(time)) {
                    results.push(this.deleteKey(k));
                  } else {
                    results.push(void 0);
                  }
                } catch (error2) {
                  e = error2;
                  results.push(v.Events.trigger("error", e));
                }
              }
              return results;
            }, this.timeout / 2)).unref === "function" ? base.unref() : void 0;
          }
          updateSettings(options = {}) {
            parser$3.overwrite(options, this.defaults, this);
            parser$3.overwrite(options, options, this.limiterOptions);
            if (options.timeout != null) {
              return this._startAutoCleanup();
            }
          }
          disconnect(flush = true) {
            var ref;
            if (!this.sharedConnection) {
              return (ref = this.connection) != null ? ref.disconnect(flush) : void 0;
            }
          }
        }
        Group2.prototype.defaults = {
          timeout: 1e3 * 60 * 5,
          connection: null,
          Promise,
          id: "group-key"
        };
        return Group2;
      }).call(commonjsGlobal);
      var Group_1 = Group;
      var Batcher, Events$3, parser$4;
      parser$4 = parser;
      Events$3 = Events_1;
      Batcher = (function() {
        class Batcher2 {
          constructor(options = {}) {
            this.options = options;
            parser$4.load(this.options, this.defaults, this);
            this.Events = new Events$3(this);
            this._arr = [];
            this._resetPromise();
            this._lastFlush = Date.now();
          }
          _resetPromise() {
            return this._promise = new this.Promise((res, rej) => {
              return this._resolve = res;
            });
          }
          _flush() {
            clearTimeout(this._timeout);
            this._lastFlush = Date.now();
            this._resolve();
            this.Events.trigger("batch", this._arr);
            this._arr = [];
            return this._resetPromise();
          }
          add(data) {
            var ret;
            this._arr.push(data);
            ret = this._promise;
            if (this._arr.length === this.maxSize) {
              this._flush();
            } else if (this.maxTime != null && this._arr.length === 1) {
              this._timeout = setTimeout(() => {
                return this._flush();
              }, this.maxTime);
            }
            return ret;
          }
        }
        Batcher2.prototype.defaults = {
          maxTime: null,
          maxSize: null,
          Promise
        };
        return Batcher2;
      }).call(commonjsGlobal);
      var Batcher_1 = Batcher;
      var require$$4$1 = () => console.log("You must import the full version of Bottleneck in order to use this feature.");
      var require$$8 = getCjsExportFromNamespace(version$2);
      var Bottleneck2, DEFAULT_PRIORITY$1, Events$4, Job$1, LocalDatastore$1, NUM_PRIORITIES$1, Queues$1, RedisDatastore$1, States$1, Sync$1, parser$5, splice = [].splice;
      NUM_PRIORITIES$1 = 10;
      DEFAULT_PRIORITY$1 = 5;
      parser$5 = parser;
      Queues$1 = Queues_1;
      Job$1 = Job_1;
      LocalDatastore$1 = LocalDatastore_1;
      RedisDatastore$1 = require$$4$1;
      Events$4 = Events_1;
      States$1 = States_1;
      Sync$1 = Sync_1;
      Bottleneck2 = (function() {
        class Bottleneck3 {
          constructor(options = {}, ...invalid) {
            var storeInstanceOptions, storeOptions;
            this._addToQueue = this._addToQueue.bind(this);
            this._validateOptions(options, invalid);
            parser$5.load(options, this.instanceDefaults, this);
            this._queues = new Queues$1(NUM_PRIORITIES$1);
            this._scheduled = {};
            this._states = new States$1(["RECEIVED", "QUEUED", "RUNNING", "EXECUTING"].concat(this.trackDoneStatus ? ["DONE"] : []));
            this._limiter = null;
            this.Events = new Events$4(this);
            this._submitLock = new Sync$1("submit", this.Promise);
            this._registerLock = new Sync$1("register", this.Promise);
            storeOptions = parser$5.load(options, this.storeDefaults, {});
            this._store = (function() {
              if (this.datastore === "redis" || this.datastore === "ioredis" || this.connection != null) {
                storeInstanceOptions = parser$5.load(options, this.redisStoreDefaults, {});
                return new RedisDatastore$1(this, storeOptions, storeInstanceOptions);
              } else if (this.datastore === "local") {
                storeInstanceOptions = parser$5.load(options, this.localStoreDefaults, {});
                return new LocalDatastore$1(this, storeOptions, storeInstanceOptions);
              } else {
                throw new Bottleneck3.prototype.BottleneckError(`Invalid datastore type: ${this.datastore}`);
              }
            }).call(this);
            this._queues.on("leftzero", () => {
              var ref;
              return (ref = this._store.heartbeat) != null ? typeof ref.ref === "function" ? ref.ref() : void 0 : void 0;
            });
            this._queues.on("zero", () => {
              var ref;
              return (ref = this._store.heartbeat) != null ? typeof ref.unref === "function" ? ref.unref() : void 0 : void 0;
            });
          }
          _validateOptions(options, invalid) {
            if (!(options != null && typeof options === "object" && invalid.length === 0)) {
              throw new Bottleneck3.prototype.BottleneckError("Bottleneck v2 takes a single object argument. Refer to https://github.com/SGrondin/bottleneck#upgrading-to-v2 if you're upgrading from Bottleneck v1.");
            }
          }
          ready() {
            return this._store.ready;
          }
          clients() {
            return this._store.clients;
          }
          channel() {
            return `b_${this.id}`;
          }
          channel_client() {
            return `b_${this.id}_${this._store.clientId}`;
          }
          publish(message) {
            return this._store.__publish__(message);
          }
          disconnect(flush = true) {
            return this._store.__disconnect__(flush);
          }
          chain(_limiter) {
            this._limiter = _limiter;
            return this;
          }
          queued(priority) {
            return this._queues.queued(priority);
          }
          clusterQueued() {
            return this._store.__queued__();
          }
          empty() {
            return this.queued() === 0 && this._submitLock.isEmpty();
          }
          running() {
            return this._store.__running__();
          }
          done() {
            return this._store.__done__();
          }
          jobStatus(id) {
            return this._states.jobStatus(id);
          }
          jobs(status) {
            return this._states.statusJobs(status);
          }
          counts() {
            return this._states.statusCounts();
          }
          _randomIndex() {
            return Math.random().toString(36).slice(2);
          }
          check(weight = 1) {
            return this._store.__check__(weight);
          }
          _clearGlobalState(index) {
            if (this._scheduled[index] != null) {
              clearTimeout(this._scheduled[index].expiration);
              delete this._scheduled[index];
              return true;
            } else {
              return false;
            }
          }
          async _free(index, job, options, eventInfo) {
            var e, running;
            try {
              ({ running } = await this._store.__free__(index, options.weight));
              this.Events.trigger("debug", `Freed ${options.id}`, eventInfo);
              if (running === 0 && this.empty()) {
                return this.Events.trigger("idle");
              }
            } catch (error1) {
              e = error1;
              return this.Events.trigger("error", e);
            }
          }
          _run(index, job, wait) {
            var clearGlobalState, free, run2;
            job.doRun();
            clearGlobalState = this._clearGlobalState.bind(this, index);
            run2 = this._run.bind(this, index, job);
            free = this._free.bind(this, index, job);
            return this._scheduled[index] = {
              timeout: setTimeout(() => {
                return job.doExecute(this._limiter, clearGlobalState, run2, free);
              }, wait),
              expiration: job.options.expiration != null ? setTimeout(function() {
                return job.doExpire(clearGlobalState, run2, free);
              }, wait + job.options.expiration) : void 0,
              job
            };
          }
          _drainOne(capacity) {
            return this._registerLock.schedule(() => {
              var args, index, next, options, queue;
              if (this.queued() === 0) {
                return this.Promise.resolve(null);
              }
              queue = this._queues.getFirst();
              ({ options, args } = next = queue.first());
              if (capacity != null && options.weight > capacity) {
                return this.Promise.resolve(null);
              }
              this.Events.trigger("debug", `Draining ${options.id}`, { args, options });
              index = this._randomIndex();
              return this._store.__register__(index, options.weight, options.expiration).then(({ success, wait, reservoir }) => {
                var empty;
                this.Events.trigger("debug", `Drained ${options.id}`, { success, args, options });
                if (success) {
                  queue.shift();
                  empty = this.empty();
                  if (empty) {
                    this.Events.trigger("empty");
                  }
                  if (reservoir === 0) {
                    this.Events.trigger("depleted", empty);
                  }
                  this._run(index, next, wait);
                  return this.Promise.resolve(options.weight);
                } else {
                  return this.Promise.resolve(null);
                }
              });
            });
          }
          _drainAll(capacity, total = 0) {
            return this._drainOne(capacity).then((drained) => {
              var newCapacity;
              if (drained != null) {
                newCapacity = capacity != null ? capacity - drained : capacity;
                return this._drainAll(newCapacity, total + drained);
              } else {
                return this.Promise.resolve(total);
              }
            }).catch((e) => {
              return this.Events.trigger("error", e);
            });
          }
          _dropAllQueued(message) {
            return this._queues.shiftAll(function(job) {
              return job.doDrop({ message });
            });
          }
          stop(options = {}) {
            var done, waitForExecuting;
            options = parser$5.load(options, this.stopDefaults);
            waitForExecuting = (at2) => {
              var finished;
              finished = () => {
                var counts;
                counts = this._states.counts;
                return counts[0] + counts[1] + counts[2] + counts[3] === at2;
              };
              return new this.Promise((resolve3, reject) => {
                if (finished()) {
                  return resolve3();
                } else {
                  return this.on("done", () => {
                    if (finished()) {
                      this.removeAllListeners("done");
                      return resolve3();
                    }
                  });
                }
              });
            };
            done = options.dropWaitingJobs ? (this._run = function(index, next) {
              return next.doDrop({
                message: options.dropErrorMessage
              });
            }, this._drainOne = () => {
              return this.Promise.resolve(null);
            }, this._registerLock.schedule(() => {
              return this._submitLock.schedule(() => {
                var k, ref, v;
                ref = this._scheduled;
                for (k in ref) {
                  v = ref[k];
                  if (this.jobStatus(v.job.options.id) === "RUNNING") {
                    clearTimeout(v.timeout);
                    clearTimeout(v.expiration);
                    v.job.doDrop({
                      message: options.dropErrorMessage
                    });
                  }
                }
                this._dropAllQueued(options.dropErrorMessage);
                return waitForExecuting(0);
              });
            })) : this.schedule({
              priority: NUM_PRIORITIES$1 - 1,
              weight: 0
            }, () => {
              return waitForExecuting(1);
            });
            this._receive = function(job) {
              return job._reject(new Bottleneck3.prototype.BottleneckError(options.enqueueErrorMessage));
            };
            this.stop = () => {
              return this.Promise.reject(new Bottleneck3.prototype.BottleneckError("stop() has already been called"));
            };
            return done;
          }
          async _addToQueue(job) {
            var args, blocked, error2, options, reachedHWM, shifted, strategy;
            ({ args, options } = job);
            try {
              ({ reachedHWM, blocked, strategy } = await this._store.__submit__(this.queued(), options.weight));
            } catch (error1) {
              error2 = error1;
              this.Events.trigger("debug", `Could not queue ${options.id}`, { args, options, error: error2 });
              job.doDrop({ error: error2 });
              return false;
            }
            if (blocked) {
              job.doDrop();
              return true;
            } else if (reachedHWM) {
              shifted = strategy === Bottleneck3.prototype.strategy.LEAK ? this._queues.shiftLastFrom(options.priority) : strategy === Bottleneck3.prototype.strategy.OVERFLOW_PRIORITY ? this._queues.shiftLastFrom(options.priority + 1) : strategy === Bottleneck3.prototype.strategy.OVERFLOW ? job : void 0;
              if (shifted != null) {
                shifted.doDrop();
              }
              if (shifted == null || strategy === Bottleneck3.prototype.strategy.OVERFLOW) {
                if (shifted == null) {
                  job.doDrop();
                }
                return reachedHWM;
              }
            }
            job.doQueue(reachedHWM, blocked);
            this._queues.push(job);
            await this._drainAll();
            return reachedHWM;
          }
          _receive(job) {
            if (this._states.jobStatus(job.options.id) != null) {
              job._reject(new Bottleneck3.prototype.BottleneckError(`A job with the same id already exists (id=${job.options.id})`));
              return false;
            } else {
              job.doReceive();
              return this._submitLock.schedule(this._addToQueue, job);
            }
          }
          submit(...args) {
            var cb, fn, job, options, ref, ref1, task;
            if (typeof args[0] === "function") {
              ref = args, [fn, ...args] = ref, [cb] = splice.call(args, -1);
              options = parser$5.load({}, this.jobDefaults);
            } else {
              ref1 = args, [options, fn, ...args] = ref1, [cb] = splice.call(args, -1);
              options = parser$5.load(options, this.jobDefaults);
            }
            task = (...args2) => {
              return new this.Promise(function(resolve3, reject) {
                return fn(...args2, function(...args3) {
                  return (args3[0] != null ? reject : resolve3)(args3);
                });
              });
            };
            job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
            job.promise.then(function(args2) {
              return typeof cb === "function" ? cb(...args2) : void 0;
            }).catch(function(args2) {
              if (Array.isArray(args2)) {
                return typeof cb === "function" ? cb(...args2) : void 0;
              } else {
                return typeof cb === "function" ? cb(args2) : void 0;
              }
            });
            return this._receive(job);
          }
          schedule(...args) {
            var job, options, task;
            if (typeof args[0] === "function") {
              [task, ...args] = args;
              options = {};
            } else {
              [options, task, ...args] = args;
            }
            job = new Job$1(task, args, options, this.jobDefaults, this.rejectOnDrop, this.Events, this._states, this.Promise);
            this._receive(job);
            return job.promise;
          }
          wrap(fn) {
            var schedule, wrapped;
            schedule = this.schedule.bind(this);
            wrapped = function(...args) {
              return schedule(fn.bind(this), ...args);
            };
            wrapped.withOptions = function(options, ...args) {
              return schedule(options, fn, ...args);
            };
            return wrapped;
          }
          async updateSettings(options = {}) {
            await this._store.__updateSettings__(parser$5.overwrite(options, this.storeDefaults));
            parser$5.overwrite(options, this.instanceDefaults, this);
            return this;
          }
          currentReservoir() {
            return this._store.__currentReservoir__();
          }
          incrementReservoir(incr = 0) {
            return this._store.__incrementReservoir__(incr);
          }
        }
        Bottleneck3.default = Bottleneck3;
        Bottleneck3.Events = Events$4;
        Bottleneck3.version = Bottleneck3.prototype.version = require$$8.version;
        Bottleneck3.strategy = Bottleneck3.prototype.strategy = {
          LEAK: 1,
          OVERFLOW: 2,
          OVERFLOW_PRIORITY: 4,
          BLOCK: 3
        };
        Bottleneck3.BottleneckError = Bottleneck3.prototype.BottleneckError = BottleneckError_1;
        Bottleneck3.Group = Bottleneck3.prototype.Group = Group_1;
        Bottleneck3.RedisConnection = Bottleneck3.prototype.RedisConnection = require$$2;
        Bottleneck3.IORedisConnection = Bottleneck3.prototype.IORedisConnection = require$$3;
        Bottleneck3.Batcher = Bottleneck3.prototype.Batcher = Batcher_1;
        Bottleneck3.prototype.jobDefaults = {
          priority: DEFAULT_PRIORITY$1,
          weight: 1,
          expiration: null,
          id: "<no-id>"
        };
        Bottleneck3.prototype.storeDefaults = {
          maxConcurrent: null,
          minTime: 0,
          highWater: null,
          strategy: Bottleneck3.prototype.strategy.LEAK,
          penalty: null,
          reservoir: null,
          reservoirRefreshInterval: null,
          reservoirRefreshAmount: null,
          reservoirIncreaseInterval: null,
          reservoirIncreaseAmount: null,
          reservoirIncreaseMaximum: null
        };
        Bottleneck3.prototype.localStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 250
        };
        Bottleneck3.prototype.redisStoreDefaults = {
          Promise,
          timeout: null,
          heartbeatInterval: 5e3,
          clientTimeout: 1e4,
          Redis: null,
          clientOptions: {},
          clusterNodes: null,
          clearDatastore: false,
          connection: null
        };
        Bottleneck3.prototype.instanceDefaults = {
          datastore: "local",
          connection: null,
          id: "<no-id>",
          rejectOnDrop: true,
          trackDoneStatus: false,
          Promise
        };
        Bottleneck3.prototype.stopDefaults = {
          enqueueErrorMessage: "This limiter has been stopped and cannot accept new jobs.",
          dropWaitingJobs: true,
          dropErrorMessage: "This limiter has been stopped."
        };
        return Bottleneck3;
      }).call(commonjsGlobal);
      var Bottleneck_1 = Bottleneck2;
      var lib = Bottleneck_1;
      return lib;
    }));
  }
});

// src/action/main.ts
import { writeFile as writeFile3 } from "node:fs/promises";
import { join as join2, posix as posix3, resolve as resolve2 } from "node:path";

// node_modules/@actions/core/lib/command.js
import * as os from "os";

// node_modules/@actions/core/lib/utils.js
function toCommandValue(input) {
  if (input === null || input === void 0) {
    return "";
  } else if (typeof input === "string" || input instanceof String) {
    return input;
  }
  return JSON.stringify(input);
}
function toCommandProperties(annotationProperties) {
  if (!Object.keys(annotationProperties).length) {
    return {};
  }
  return {
    title: annotationProperties.title,
    file: annotationProperties.file,
    line: annotationProperties.startLine,
    endLine: annotationProperties.endLine,
    col: annotationProperties.startColumn,
    endColumn: annotationProperties.endColumn
  };
}

// node_modules/@actions/core/lib/command.js
function issueCommand(command, properties, message) {
  const cmd = new Command(command, properties, message);
  process.stdout.write(cmd.toString() + os.EOL);
}
function issue(name, message = "") {
  issueCommand(name, {}, message);
}
var CMD_STRING = "::";
var Command = class {
  constructor(command, properties, message) {
    if (!command) {
      command = "missing.command";
    }
    this.command = command;
    this.properties = properties;
    this.message = message;
  }
  toString() {
    let cmdStr = CMD_STRING + this.command;
    if (this.properties && Object.keys(this.properties).length > 0) {
      cmdStr += " ";
      let first = true;
      for (const key in this.properties) {
        if (this.properties.hasOwnProperty(key)) {
          const val = this.properties[key];
          if (val) {
            if (first) {
              first = false;
            } else {
              cmdStr += ",";
            }
            cmdStr += `${key}=${escapeProperty(val)}`;
          }
        }
      }
    }
    cmdStr += `${CMD_STRING}${escapeData(this.message)}`;
    return cmdStr;
  }
};
function escapeData(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function escapeProperty(s) {
  return toCommandValue(s).replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A").replace(/:/g, "%3A").replace(/,/g, "%2C");
}

// node_modules/@actions/core/lib/file-command.js
import * as crypto from "crypto";
import * as fs from "fs";
import * as os2 from "os";
function issueFileCommand(command, message) {
  const filePath = process.env[`GITHUB_${command}`];
  if (!filePath) {
    throw new Error(`Unable to find environment variable for file command ${command}`);
  }
  if (!fs.existsSync(filePath)) {
    throw new Error(`Missing file at path: ${filePath}`);
  }
  fs.appendFileSync(filePath, `${toCommandValue(message)}${os2.EOL}`, {
    encoding: "utf8"
  });
}
function prepareKeyValueMessage(key, value) {
  const delimiter = `ghadelimiter_${crypto.randomUUID()}`;
  const convertedValue = toCommandValue(value);
  if (key.includes(delimiter)) {
    throw new Error(`Unexpected input: name should not contain the delimiter "${delimiter}"`);
  }
  if (convertedValue.includes(delimiter)) {
    throw new Error(`Unexpected input: value should not contain the delimiter "${delimiter}"`);
  }
  return `${key}<<${delimiter}${os2.EOL}${convertedValue}${os2.EOL}${delimiter}`;
}

// node_modules/@actions/core/lib/core.js
import * as os4 from "os";

// node_modules/@actions/http-client/lib/index.js
var tunnel = __toESM(require_tunnel2(), 1);
var HttpCodes;
(function(HttpCodes2) {
  HttpCodes2[HttpCodes2["OK"] = 200] = "OK";
  HttpCodes2[HttpCodes2["MultipleChoices"] = 300] = "MultipleChoices";
  HttpCodes2[HttpCodes2["MovedPermanently"] = 301] = "MovedPermanently";
  HttpCodes2[HttpCodes2["ResourceMoved"] = 302] = "ResourceMoved";
  HttpCodes2[HttpCodes2["SeeOther"] = 303] = "SeeOther";
  HttpCodes2[HttpCodes2["NotModified"] = 304] = "NotModified";
  HttpCodes2[HttpCodes2["UseProxy"] = 305] = "UseProxy";
  HttpCodes2[HttpCodes2["SwitchProxy"] = 306] = "SwitchProxy";
  HttpCodes2[HttpCodes2["TemporaryRedirect"] = 307] = "TemporaryRedirect";
  HttpCodes2[HttpCodes2["PermanentRedirect"] = 308] = "PermanentRedirect";
  HttpCodes2[HttpCodes2["BadRequest"] = 400] = "BadRequest";
  HttpCodes2[HttpCodes2["Unauthorized"] = 401] = "Unauthorized";
  HttpCodes2[HttpCodes2["PaymentRequired"] = 402] = "PaymentRequired";
  HttpCodes2[HttpCodes2["Forbidden"] = 403] = "Forbidden";
  HttpCodes2[HttpCodes2["NotFound"] = 404] = "NotFound";
  HttpCodes2[HttpCodes2["MethodNotAllowed"] = 405] = "MethodNotAllowed";
  HttpCodes2[HttpCodes2["NotAcceptable"] = 406] = "NotAcceptable";
  HttpCodes2[HttpCodes2["ProxyAuthenticationRequired"] = 407] = "ProxyAuthenticationRequired";
  HttpCodes2[HttpCodes2["RequestTimeout"] = 408] = "RequestTimeout";
  HttpCodes2[HttpCodes2["Conflict"] = 409] = "Conflict";
  HttpCodes2[HttpCodes2["Gone"] = 410] = "Gone";
  HttpCodes2[HttpCodes2["TooManyRequests"] = 429] = "TooManyRequests";
  HttpCodes2[HttpCodes2["InternalServerError"] = 500] = "InternalServerError";
  HttpCodes2[HttpCodes2["NotImplemented"] = 501] = "NotImplemented";
  HttpCodes2[HttpCodes2["BadGateway"] = 502] = "BadGateway";
  HttpCodes2[HttpCodes2["ServiceUnavailable"] = 503] = "ServiceUnavailable";
  HttpCodes2[HttpCodes2["GatewayTimeout"] = 504] = "GatewayTimeout";
})(HttpCodes || (HttpCodes = {}));
var Headers;
(function(Headers2) {
  Headers2["Accept"] = "accept";
  Headers2["ContentType"] = "content-type";
})(Headers || (Headers = {}));
var MediaTypes;
(function(MediaTypes2) {
  MediaTypes2["ApplicationJson"] = "application/json";
})(MediaTypes || (MediaTypes = {}));
var HttpRedirectCodes = [
  HttpCodes.MovedPermanently,
  HttpCodes.ResourceMoved,
  HttpCodes.SeeOther,
  HttpCodes.TemporaryRedirect,
  HttpCodes.PermanentRedirect
];
var HttpResponseRetryCodes = [
  HttpCodes.BadGateway,
  HttpCodes.ServiceUnavailable,
  HttpCodes.GatewayTimeout
];

// node_modules/@actions/core/lib/summary.js
import { EOL as EOL3 } from "os";
import { constants, promises } from "fs";
var __awaiter = function(thisArg, _arguments, P, generator) {
  function adopt(value) {
    return value instanceof P ? value : new P(function(resolve3) {
      resolve3(value);
    });
  }
  return new (P || (P = Promise))(function(resolve3, reject) {
    function fulfilled(value) {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    }
    function rejected(value) {
      try {
        step(generator["throw"](value));
      } catch (e) {
        reject(e);
      }
    }
    function step(result) {
      result.done ? resolve3(result.value) : adopt(result.value).then(fulfilled, rejected);
    }
    step((generator = generator.apply(thisArg, _arguments || [])).next());
  });
};
var { access, appendFile, writeFile } = promises;
var SUMMARY_ENV_VAR = "GITHUB_STEP_SUMMARY";
var Summary = class {
  constructor() {
    this._buffer = "";
  }
  /**
   * Finds the summary file path from the environment, rejects if env var is not found or file does not exist
   * Also checks r/w permissions.
   *
   * @returns step summary file path
   */
  filePath() {
    return __awaiter(this, void 0, void 0, function* () {
      if (this._filePath) {
        return this._filePath;
      }
      const pathFromEnv = process.env[SUMMARY_ENV_VAR];
      if (!pathFromEnv) {
        throw new Error(`Unable to find environment variable for $${SUMMARY_ENV_VAR}. Check if your runtime environment supports job summaries.`);
      }
      try {
        yield access(pathFromEnv, constants.R_OK | constants.W_OK);
      } catch (_a) {
        throw new Error(`Unable to access summary file: '${pathFromEnv}'. Check if the file has correct read/write permissions.`);
      }
      this._filePath = pathFromEnv;
      return this._filePath;
    });
  }
  /**
   * Wraps content in an HTML tag, adding any HTML attributes
   *
   * @param {string} tag HTML tag to wrap
   * @param {string | null} content content within the tag
   * @param {[attribute: string]: string} attrs key-value list of HTML attributes to add
   *
   * @returns {string} content wrapped in HTML element
   */
  wrap(tag, content, attrs = {}) {
    const htmlAttrs = Object.entries(attrs).map(([key, value]) => ` ${key}="${value}"`).join("");
    if (!content) {
      return `<${tag}${htmlAttrs}>`;
    }
    return `<${tag}${htmlAttrs}>${content}</${tag}>`;
  }
  /**
   * Writes text in the buffer to the summary buffer file and empties buffer. Will append by default.
   *
   * @param {SummaryWriteOptions} [options] (optional) options for write operation
   *
   * @returns {Promise<Summary>} summary instance
   */
  write(options) {
    return __awaiter(this, void 0, void 0, function* () {
      const overwrite = !!(options === null || options === void 0 ? void 0 : options.overwrite);
      const filePath = yield this.filePath();
      const writeFunc = overwrite ? writeFile : appendFile;
      yield writeFunc(filePath, this._buffer, { encoding: "utf8" });
      return this.emptyBuffer();
    });
  }
  /**
   * Clears the summary buffer and wipes the summary file
   *
   * @returns {Summary} summary instance
   */
  clear() {
    return __awaiter(this, void 0, void 0, function* () {
      return this.emptyBuffer().write({ overwrite: true });
    });
  }
  /**
   * Returns the current summary buffer as a string
   *
   * @returns {string} string of summary buffer
   */
  stringify() {
    return this._buffer;
  }
  /**
   * If the summary buffer is empty
   *
   * @returns {boolen} true if the buffer is empty
   */
  isEmptyBuffer() {
    return this._buffer.length === 0;
  }
  /**
   * Resets the summary buffer without writing to summary file
   *
   * @returns {Summary} summary instance
   */
  emptyBuffer() {
    this._buffer = "";
    return this;
  }
  /**
   * Adds raw text to the summary buffer
   *
   * @param {string} text content to add
   * @param {boolean} [addEOL=false] (optional) append an EOL to the raw text (default: false)
   *
   * @returns {Summary} summary instance
   */
  addRaw(text, addEOL = false) {
    this._buffer += text;
    return addEOL ? this.addEOL() : this;
  }
  /**
   * Adds the operating system-specific end-of-line marker to the buffer
   *
   * @returns {Summary} summary instance
   */
  addEOL() {
    return this.addRaw(EOL3);
  }
  /**
   * Adds an HTML codeblock to the summary buffer
   *
   * @param {string} code content to render within fenced code block
   * @param {string} lang (optional) language to syntax highlight code
   *
   * @returns {Summary} summary instance
   */
  addCodeBlock(code, lang) {
    const attrs = Object.assign({}, lang && { lang });
    const element = this.wrap("pre", this.wrap("code", code), attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML list to the summary buffer
   *
   * @param {string[]} items list of items to render
   * @param {boolean} [ordered=false] (optional) if the rendered list should be ordered or not (default: false)
   *
   * @returns {Summary} summary instance
   */
  addList(items, ordered = false) {
    const tag = ordered ? "ol" : "ul";
    const listItems = items.map((item) => this.wrap("li", item)).join("");
    const element = this.wrap(tag, listItems);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML table to the summary buffer
   *
   * @param {SummaryTableCell[]} rows table rows
   *
   * @returns {Summary} summary instance
   */
  addTable(rows) {
    const tableBody = rows.map((row) => {
      const cells = row.map((cell) => {
        if (typeof cell === "string") {
          return this.wrap("td", cell);
        }
        const { header, data, colspan, rowspan } = cell;
        const tag = header ? "th" : "td";
        const attrs = Object.assign(Object.assign({}, colspan && { colspan }), rowspan && { rowspan });
        return this.wrap(tag, data, attrs);
      }).join("");
      return this.wrap("tr", cells);
    }).join("");
    const element = this.wrap("table", tableBody);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds a collapsable HTML details element to the summary buffer
   *
   * @param {string} label text for the closed state
   * @param {string} content collapsable content
   *
   * @returns {Summary} summary instance
   */
  addDetails(label, content) {
    const element = this.wrap("details", this.wrap("summary", label) + content);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML image tag to the summary buffer
   *
   * @param {string} src path to the image you to embed
   * @param {string} alt text description of the image
   * @param {SummaryImageOptions} options (optional) addition image attributes
   *
   * @returns {Summary} summary instance
   */
  addImage(src, alt, options) {
    const { width, height } = options || {};
    const attrs = Object.assign(Object.assign({}, width && { width }), height && { height });
    const element = this.wrap("img", null, Object.assign({ src, alt }, attrs));
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML section heading element
   *
   * @param {string} text heading text
   * @param {number | string} [level=1] (optional) the heading level, default: 1
   *
   * @returns {Summary} summary instance
   */
  addHeading(text, level) {
    const tag = `h${level}`;
    const allowedTag = ["h1", "h2", "h3", "h4", "h5", "h6"].includes(tag) ? tag : "h1";
    const element = this.wrap(allowedTag, text);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML thematic break (<hr>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addSeparator() {
    const element = this.wrap("hr", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML line break (<br>) to the summary buffer
   *
   * @returns {Summary} summary instance
   */
  addBreak() {
    const element = this.wrap("br", null);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML blockquote to the summary buffer
   *
   * @param {string} text quote text
   * @param {string} cite (optional) citation url
   *
   * @returns {Summary} summary instance
   */
  addQuote(text, cite) {
    const attrs = Object.assign({}, cite && { cite });
    const element = this.wrap("blockquote", text, attrs);
    return this.addRaw(element).addEOL();
  }
  /**
   * Adds an HTML anchor tag to the summary buffer
   *
   * @param {string} text link text/content
   * @param {string} href hyperlink
   *
   * @returns {Summary} summary instance
   */
  addLink(text, href) {
    const element = this.wrap("a", text, { href });
    return this.addRaw(element).addEOL();
  }
};
var _summary = new Summary();
var summary = _summary;

// node_modules/@actions/core/lib/platform.js
import os3 from "os";

// node_modules/@actions/io/lib/io-util.js
import * as fs2 from "fs";
var { chmod, copyFile, lstat, mkdir, open, readdir, rename, rm, rmdir, stat, symlink, unlink } = fs2.promises;
var IS_WINDOWS = process.platform === "win32";
var READONLY = fs2.constants.O_RDONLY;

// node_modules/@actions/exec/lib/toolrunner.js
var IS_WINDOWS2 = process.platform === "win32";

// node_modules/@actions/core/lib/platform.js
var platform = os3.platform();
var arch = os3.arch();

// node_modules/@actions/core/lib/core.js
var ExitCode;
(function(ExitCode3) {
  ExitCode3[ExitCode3["Success"] = 0] = "Success";
  ExitCode3[ExitCode3["Failure"] = 1] = "Failure";
})(ExitCode || (ExitCode = {}));
function setSecret(secret) {
  issueCommand("add-mask", {}, secret);
}
function getInput(name, options) {
  const val = process.env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] || "";
  if (options && options.required && !val) {
    throw new Error(`Input required and not supplied: ${name}`);
  }
  if (options && options.trimWhitespace === false) {
    return val;
  }
  return val.trim();
}
function setOutput(name, value) {
  const filePath = process.env["GITHUB_OUTPUT"] || "";
  if (filePath) {
    return issueFileCommand("OUTPUT", prepareKeyValueMessage(name, value));
  }
  process.stdout.write(os4.EOL);
  issueCommand("set-output", { name }, toCommandValue(value));
}
function setFailed(message) {
  process.exitCode = ExitCode.Failure;
  error(message);
}
function error(message, properties = {}) {
  issueCommand("error", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function warning(message, properties = {}) {
  issueCommand("warning", toCommandProperties(properties), message instanceof Error ? message.toString() : message);
}
function info(message) {
  process.stdout.write(message + os4.EOL);
}
function startGroup(name) {
  issue("group", name);
}
function endGroup() {
  issue("endgroup");
}

// src/reconcile/hash.ts
import { createHash } from "node:crypto";
function canonicalJson(value) {
  return JSON.stringify(value, (_key, current) => {
    if (current === null || typeof current !== "object" || Array.isArray(current)) return current;
    const entries = Object.entries(current).sort(
      ([a], [b]) => a < b ? -1 : a > b ? 1 : 0
    );
    return Object.fromEntries(entries);
  });
}
function definitionHash(body) {
  return `sha256:${createHash("sha256").update(canonicalJson(body)).digest("hex")}`;
}

// src/reconcile/ledger.ts
function emptyLedger() {
  return { version: 1, metrics: {} };
}
function applyJournal(ledger, batches) {
  if (batches.length === 0) return ledger;
  const metrics = { ...ledger.metrics };
  const pending = { ...ledger.pending };
  for (const batch of batches) {
    for (const [id, entry] of Object.entries(batch.metrics)) {
      metrics[id] = entry;
      delete pending[id];
    }
    for (const id of batch.dropped) if (pending[id]?.runId === batch.runId) delete pending[id];
  }
  const next = { version: 1, metrics: sortKeys(metrics) };
  if (Object.keys(pending).length > 0) next.pending = sortKeys(pending);
  return next;
}
function applyChange(ledger, change) {
  const metrics = { ...ledger.metrics, ...change.metrics };
  const pending = { ...ledger.pending };
  for (const [id, entry] of Object.entries(change.pending ?? {})) {
    if (entry === null) delete pending[id];
    else pending[id] = entry;
  }
  for (const id of Object.keys(change.metrics ?? {})) delete pending[id];
  const next = { version: 1, metrics: sortKeys(metrics) };
  if (Object.keys(pending).length > 0) next.pending = sortKeys(pending);
  return next;
}
function sortKeys(record3) {
  return Object.fromEntries(Object.entries(record3).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0));
}

// src/outcome/exit-codes.ts
function exitCodeOf(outcome) {
  if (outcome.auth) return 4 /* Auth */;
  if (outcome.transient) return 3 /* Transient */;
  return outcome.errors > 0 ? 1 /* Findings */ : 0 /* Ok */;
}

// src/outcome/failure.ts
var ToolError = class extends Error {
};
function failureOf(error2, redact3 = (text) => text) {
  if (error2 instanceof ToolError) {
    return { exitCode: error2.exitCode, rule: error2.rule, message: redact3(error2.message) };
  }
  const detail = process.env.METRICS_AS_CODE_DEBUG && error2 instanceof Error && error2.stack ? error2.stack : error2 instanceof Error ? error2.message : String(error2);
  return {
    exitCode: 2 /* Usage */,
    rule: "internal",
    message: redact3(`unexpected error: ${detail} (set METRICS_AS_CODE_DEBUG=1 for a stack trace)`)
  };
}
function runVerdict(exitCode, counts, failure) {
  switch (exitCode) {
    case 0 /* Ok */:
      return "";
    case 1 /* Findings */:
      return `${counts.errors} error(s), ${counts.failed} failed: see the report`;
    case 2 /* Usage */:
      return `configuration problem: ${failure?.message ?? "see the report"}`;
    case 3 /* Transient */:
      return failure?.message ?? "the Console API was unavailable after retries; nothing is lost: run again";
    case 4 /* Auth */:
      return "the Console API refused the API key (check CONSOLE_API_KEY or the api-key secret)";
  }
}

// src/reconcile/ledger-schema.ts
var ledgerEntrySchema = looseObject({
  id: string(),
  hash: string(),
  file: string(),
  commit: string().optional(),
  createdAt: string()
});
var pendingEntrySchema = looseObject({
  hash: string(),
  file: string(),
  startedAt: string(),
  runId: string().optional(),
  lineage: string().optional(),
  pid: number().optional(),
  host: string().optional()
});
var ledgerSchema = looseObject({
  version: literal(1),
  metrics: record(string(), ledgerEntrySchema),
  pending: record(string(), pendingEntrySchema).optional()
});
var LedgerFormatError = class extends ToolError {
  name = "LedgerFormatError";
  exitCode = 2 /* Usage */;
  rule = "ledger.format";
  constructor(location2, problem) {
    super(
      `the state ledger ${location2} ${problem}: restore it from its history (or fix it by hand: {"version": 1, "metrics": {...}}) before running again, so nothing is created twice`
    );
  }
};
function parseLedger(text, location2) {
  const json = parseJson(text, location2);
  const version = json?.version;
  if (typeof version === "number" && version !== 1) {
    throw new LedgerFormatError(
      location2,
      `has version ${version}, and this metrics-as-code reads version 1 (update it)`
    );
  }
  return checked(ledgerSchema, json, location2, "a ledger");
}
function parseJson(text, location2) {
  try {
    return JSON.parse(text);
  } catch (error2) {
    throw new LedgerFormatError(location2, `is not valid JSON (${syntaxProblem(text, error2)})`);
  }
}
function checked(schema, json, location2, what) {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue2 = parsed.error.issues[0];
  throw new LedgerFormatError(
    location2,
    `is not ${what} (${issue2.path.join(".") || "root"}: ${issue2.message})`
  );
}
function syntaxProblem(text, error2) {
  const position = /position (\d+)/.exec(error2.message);
  if (position) {
    const before = text.slice(0, Number(position[1]));
    const lines = before.split("\n");
    return `a syntax error at line ${lines.length}, column ${lines.at(-1).length + 1}`;
  }
  if (/end of JSON/i.test(error2.message)) return "it ends before the JSON is complete";
  if (!text.trimStart().startsWith("{")) return "it does not start with `{`";
  return "a syntax error";
}
var journalBatchSchema = looseObject({
  runId: string(),
  metrics: record(string(), ledgerEntrySchema),
  dropped: array(string())
});
function parseJournalBatch(text, location2) {
  return checked(journalBatchSchema, parseJson(text, location2), location2, "a journal batch");
}
function serializeLedger(ledger) {
  return `${JSON.stringify(ledger, null, 2)}
`;
}

// src/github/errors.ts
var EXIT_CODES = {
  auth: 2 /* Usage */,
  permission: 2 /* Usage */,
  "not-found": 2 /* Usage */,
  conflict: 3 /* Transient */,
  invalid: 2 /* Usage */,
  "rate-limited": 3 /* Transient */,
  transient: 3 /* Transient */,
  unexpected: 2 /* Usage */
};
var GitHubError = class extends ToolError {
  constructor(kind, message, status) {
    super(message);
    this.kind = kind;
    this.status = status;
  }
  kind;
  status;
  name = "GitHubError";
  get exitCode() {
    return EXIT_CODES[this.kind];
  }
  get rule() {
    return `github.${this.kind}`;
  }
};
function httpStatus(error2) {
  if (typeof error2 !== "object" || error2 === null || !("status" in error2)) return void 0;
  const status = error2.status;
  return typeof status === "number" && status > 0 ? status : void 0;
}
function serverMessage(error2) {
  const data = error2?.response?.data;
  if (typeof data === "object" && data !== null && typeof data.message === "string") {
    return scrubTokens(data.message);
  }
  return scrubTokens(error2 instanceof Error ? error2.message : String(error2));
}
var TOKEN_SHAPES = /\b(gh[pousr]_[A-Za-z0-9_]{16,}|github_pat_[A-Za-z0-9_]{16,}|v1\.[0-9a-f]{40})\b/g;
function scrubTokens(text) {
  return text.replace(TOKEN_SHAPES, "***");
}
function toGitHubError(error2, action, permission) {
  if (error2 instanceof GitHubError) return error2;
  const status = httpStatus(error2);
  const said = serverMessage(error2);
  if (status === void 0) {
    return new GitHubError("transient", `Could not ${action}: GitHub did not answer (${said}). Run again.`);
  }
  const kind = kindOf(status, said);
  return new GitHubError(
    kind,
    `Could not ${action}: GitHub answered ${status} "${said}". ${advice(kind, permission)}`,
    status
  );
}
function kindOf(status, said) {
  if (status === 401) return "auth";
  if (/rate limit/i.test(said) || status === 429) return "rate-limited";
  if (status === 403) return "permission";
  if (status === 404) return "not-found";
  if (status === 409) return "conflict";
  if (status >= 500) return "transient";
  return "invalid";
}
function advice(kind, permission) {
  switch (kind) {
    case "auth":
      return "Check the github-token input: the token is missing, wrong or expired.";
    case "permission":
      return permission ? `Give the workflow's token "${permission}" (a pull request from a fork only gets a read-only token).` : "The workflow's token lacks a permission (a pull request from a fork only gets a read-only token).";
    case "not-found":
      return "Check the repository name and that the token can see it.";
    case "rate-limited":
      return "GitHub limited the request rate; run again later.";
    case "transient":
      return "GitHub failed after retries; run again.";
    default:
      return "";
  }
}

// src/github/contents.ts
async function readFileAt(octokit, file, what) {
  let data;
  try {
    ({ data } = await octokit.rest.repos.getContent({ ...file }));
  } catch (error2) {
    if (httpStatus(error2) === 404) return void 0;
    throw toGitHubError(error2, `read ${what}`, "contents: read");
  }
  if (Array.isArray(data) || data.type !== "file") {
    throw new GitHubError("unexpected", `${what} is not a file: move what is at ${file.path}.`);
  }
  const text = data.encoding === "base64" && data.content ? decodeBase64(data.content) : await readBlob(octokit, file, data.sha, what);
  return { text, sha: data.sha };
}
async function readBlob(octokit, file, sha, what) {
  try {
    const { data } = await octokit.rest.git.getBlob({ owner: file.owner, repo: file.repo, file_sha: sha });
    return data.encoding === "base64" ? decodeBase64(data.content) : data.content;
  } catch (error2) {
    throw toGitHubError(error2, `read ${what}`, "contents: read");
  }
}
function decodeBase64(content) {
  return Buffer.from(content, "base64").toString("utf8");
}

// src/github/ledger-store.ts
var CONTENTS_PERMISSION = "contents: write";
var GitHubLedgerStore = class {
  location;
  octokit;
  owner;
  repo;
  branch;
  path;
  commitMessage;
  maxAttempts;
  backoffMs;
  journalDir;
  /** What this store last read or wrote; a stale one costs one lost swap, then a re-read. */
  known;
  appended = 0;
  constructor(options) {
    this.octokit = options.octokit;
    this.owner = options.owner;
    this.repo = options.repo;
    this.branch = options.branch;
    this.path = options.path ?? "state.json";
    this.commitMessage = options.commitMessage ?? "metrics-as-code: update the ledger [skip ci]";
    this.maxAttempts = options.maxAttempts ?? 10;
    this.backoffMs = options.backoffMs ?? 250;
    this.journalDir = `${this.path.replace(/\.json$/, "")}-journal`;
    this.location = `${this.path} on branch ${this.branch} of ${this.owner}/${this.repo}`;
  }
  /** The stored ledger; an empty one when the branch or the file does not exist yet. */
  async read() {
    this.known = await this.fetch();
    return this.known.ledger;
  }
  async update(mutate) {
    for (let attempt = 1; ; attempt++) {
      const remembered = this.known;
      const current = remembered ?? await this.fetch();
      const next = mutate(current.ledger);
      if (current.journal.length === 0 && canonicalJson(next) === canonicalJson(current.base)) {
        if (remembered) {
          this.known = void 0;
          attempt--;
          continue;
        }
        this.known = current;
        return current.ledger;
      }
      try {
        if (current.journal.length > 0) {
          this.known = void 0;
          await this.commitFolding(next, current);
        } else {
          this.known = { ledger: next, base: next, sha: await this.put(next, current.sha), journal: [] };
        }
        return next;
      } catch (error2) {
        this.known = void 0;
        if (!lostTheSwap(error2))
          throw toGitHubError(error2, `write the ledger (${this.location})`, CONTENTS_PERMISSION);
        if (attempt >= this.maxAttempts) {
          throw new GitHubError(
            "conflict",
            `Could not write the ledger (${this.location}): other runs kept changing it (${attempt} attempts). Run again; nothing was lost.`,
            httpStatus(error2)
          );
        }
        await sleep(jitteredBackoff(this.backoffMs, attempt));
      }
    }
  }
  /** Adds `batch` as a new file of the journal: one small commit, never a conflict on content. */
  async append(batch) {
    const stamp = Date.now().toString(36).padStart(9, "0");
    const run2 = batch.runId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 60);
    const path = `${this.journalDir}/${stamp}-${run2}-${++this.appended}.json`;
    const request2 = {
      owner: this.owner,
      repo: this.repo,
      path,
      branch: this.branch,
      message: this.commitMessage,
      content: Buffer.from(`${JSON.stringify(batch)}
`, "utf8").toString("base64")
    };
    this.known = void 0;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.octokit.rest.repos.createOrUpdateFileContents(request2);
        return;
      } catch (error2) {
        if (branchMissing(error2)) await this.createBranch();
        else if (httpStatus(error2) !== 409 || attempt >= this.maxAttempts)
          throw toGitHubError(error2, `record a batch in the ledger (${this.location})`, CONTENTS_PERMISSION);
        else await sleep(jitteredBackoff(this.backoffMs, attempt));
      }
    }
  }
  async compact() {
    await this.update((current) => current);
  }
  /**
   * The ledger as of one commit of the branch: the ref first, then `state.json` and the journal
   * at that commit, so the three agree even while other runs write.
   */
  async fetch() {
    const head = await this.headCommit();
    if (!head) return { ledger: emptyLedger(), base: emptyLedger(), journal: [] };
    const at2 = { owner: this.owner, repo: this.repo, ref: head };
    const [file, journal] = await Promise.all([
      readFileAt(this.octokit, { ...at2, path: this.path }, `the ledger (${this.location})`),
      this.readJournal(head)
    ]);
    const base = file ? parseLedger(file.text, this.location) : emptyLedger();
    return {
      ledger: applyJournal(
        base,
        journal.map((entry) => entry.batch)
      ),
      base,
      ...file && { sha: file.sha },
      head,
      journal: journal.map((entry) => entry.path)
    };
  }
  async headCommit() {
    try {
      const { data } = await this.octokit.rest.git.getRef({
        owner: this.owner,
        repo: this.repo,
        ref: `heads/${this.branch}`
      });
      return data.object.sha;
    } catch (error2) {
      if (httpStatus(error2) === 404) return void 0;
      throw toGitHubError(error2, `read the ledger branch ${this.branch}`, "contents: read");
    }
  }
  /** The journal's batches at `head`, oldest first (their names start with a time stamp). */
  async readJournal(head) {
    let listing;
    try {
      ({ data: listing } = await this.octokit.rest.repos.getContent({
        owner: this.owner,
        repo: this.repo,
        path: this.journalDir,
        ref: head
      }));
    } catch (error2) {
      if (httpStatus(error2) === 404) return [];
      throw toGitHubError(error2, `read the ledger's journal (${this.journalDir})`, "contents: read");
    }
    if (!Array.isArray(listing)) return [];
    const paths = listing.filter((entry) => entry.type === "file" && entry.path.endsWith(".json")).map((entry) => entry.path).sort();
    return Promise.all(
      paths.map(async (path) => {
        const what = `the ledger's journal batch ${path}`;
        const file = await readFileAt(
          this.octokit,
          { owner: this.owner, repo: this.repo, path, ref: head },
          what
        );
        return { path, batch: file ? parseJournalBatch(file.text, path) : emptyBatch() };
      })
    );
  }
  /**
   * One commit on top of the snapshot's head: `state.json` replaced by `ledger`, the folded
   * batch files deleted. The branch moves only as a fast-forward; a branch that moved meanwhile
   * is a lost swap (422 "not a fast forward"), and the caller reads again.
   */
  async commitFolding(ledger, snapshot) {
    const { owner, repo } = this;
    const head = snapshot.head;
    const { data: commit } = await this.octokit.rest.git.getCommit({ owner, repo, commit_sha: head });
    const { data: tree } = await this.octokit.rest.git.createTree({
      owner,
      repo,
      base_tree: commit.tree.sha,
      tree: [
        { path: this.path, mode: "100644", type: "blob", content: serializeLedger(ledger) },
        ...snapshot.journal.map((path) => ({
          path,
          mode: "100644",
          type: "blob",
          sha: null
        }))
      ]
    });
    const { data: created } = await this.octokit.rest.git.createCommit({
      owner,
      repo,
      message: this.commitMessage,
      tree: tree.sha,
      parents: [head]
    });
    await this.octokit.rest.git.updateRef({
      owner,
      repo,
      ref: `heads/${this.branch}`,
      sha: created.sha,
      force: false
    });
  }
  /** Writes with compare-and-swap on `sha`; returns the new blob sha. */
  async put(ledger, sha) {
    const request2 = {
      owner: this.owner,
      repo: this.repo,
      path: this.path,
      branch: this.branch,
      message: this.commitMessage,
      content: Buffer.from(serializeLedger(ledger), "utf8").toString("base64"),
      ...sha ? { sha } : {}
    };
    try {
      return (await this.octokit.rest.repos.createOrUpdateFileContents(request2)).data.content?.sha ?? "";
    } catch (error2) {
      if (!branchMissing(error2)) throw error2;
      await this.createBranch();
      return (await this.octokit.rest.repos.createOrUpdateFileContents(request2)).data.content?.sha ?? "";
    }
  }
  async createBranch() {
    const { owner, repo } = this;
    try {
      const { data: repository } = await this.octokit.rest.repos.get({ owner, repo });
      const head = await this.octokit.rest.git.getRef({
        owner,
        repo,
        ref: `heads/${repository.default_branch}`
      });
      await this.octokit.rest.git.createRef({
        owner,
        repo,
        ref: `refs/heads/${this.branch}`,
        sha: head.data.object.sha
      });
    } catch (error2) {
      if (httpStatus(error2) === 422 && /already exists/i.test(serverMessage(error2))) return;
      throw toGitHubError(
        error2,
        `create the ledger branch ${this.branch} in ${owner}/${repo}`,
        CONTENTS_PERMISSION
      );
    }
  }
};
function lostTheSwap(error2) {
  const status = httpStatus(error2);
  return status === 409 || status === 422 && /\bsha\b|fast forward/i.test(serverMessage(error2));
}
function emptyBatch() {
  return { runId: "", metrics: {}, dropped: [] };
}
function branchMissing(error2) {
  const status = httpStatus(error2);
  return (status === 404 || status === 422) && /branch/i.test(serverMessage(error2));
}
function jitteredBackoff(baseMs, attempt) {
  const ceiling = Math.min(5e3, baseMs * 2 ** (attempt - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
}
function sleep(ms) {
  return new Promise((resolve3) => setTimeout(resolve3, ms));
}

// src/github/markers.ts
var NAME = /^[a-z0-9][a-z0-9._/-]*$/i;
function hiddenMarker(name) {
  if (!NAME.test(name) || name.includes("--"))
    throw new Error(`marker name "${name}" must be letters, digits and . _ / -`);
  return `<!-- metrics-as-code:${name} -->`;
}
var COMMENT_MARKER = hiddenMarker("comment");
var REVIEWS_ISSUE_MARKER = hiddenMarker("reviews-issue");
function appliedMarker(marker) {
  const inner = /^<!--\s*(.*?)\s*-->$/.exec(marker.trim());
  return inner ? `<!-- ${inner[1]}:applied -->` : `${marker}<!-- applied -->`;
}

// node_modules/@octokit/plugin-retry/dist-bundle/index.js
var import_light = __toESM(require_light(), 1);

// node_modules/@octokit/request-error/dist-src/index.js
var RequestError = class extends Error {
  name;
  /**
   * http status code
   */
  status;
  /**
   * Request options that lead to the error.
   */
  request;
  /**
   * Response object if a response was received
   */
  response;
  constructor(message, statusCode, options) {
    super(message, { cause: options.cause });
    this.name = "HttpError";
    this.status = Number.parseInt(statusCode);
    if (Number.isNaN(this.status)) {
      this.status = 0;
    }
    if ("response" in options) {
      this.response = options.response;
    }
    const requestCopy = Object.assign({}, options.request);
    if (options.request.headers.authorization) {
      requestCopy.headers = Object.assign({}, options.request.headers, {
        authorization: options.request.headers.authorization.replace(
          /(?<! ) .*$/,
          " [REDACTED]"
        )
      });
    }
    requestCopy.url = requestCopy.url.replace(/\bclient_secret=\w+/g, "client_secret=[REDACTED]").replace(/\baccess_token=\w+/g, "access_token=[REDACTED]");
    this.request = requestCopy;
  }
};

// node_modules/@octokit/plugin-retry/dist-bundle/index.js
var VERSION = "0.0.0-development";
function isRequestError(error2) {
  return error2.request !== void 0;
}
async function errorRequest(state, octokit, error2, options) {
  if (!isRequestError(error2) || !error2?.request.request) {
    throw error2;
  }
  if (error2.status >= 400 && !state.doNotRetry.includes(error2.status)) {
    const retries = options.request.retries != null ? options.request.retries : state.retries;
    const retryAfter = Math.pow((options.request.retryCount || 0) + 1, 2);
    throw octokit.retry.retryRequest(error2, retries, retryAfter);
  }
  throw error2;
}
async function wrapRequest(state, octokit, request2, options) {
  const limiter = new import_light.default();
  limiter.on("failed", function(error2, info2) {
    const maxRetries = ~~error2.request.request?.retries;
    const after = ~~error2.request.request?.retryAfter;
    options.request.retryCount = info2.retryCount + 1;
    if (maxRetries > info2.retryCount) {
      return after * state.retryAfterBaseValue;
    }
  });
  return limiter.schedule(
    requestWithGraphqlErrorHandling.bind(null, state, octokit, request2),
    options
  );
}
async function requestWithGraphqlErrorHandling(state, octokit, request2, options) {
  const response = await request2(options);
  if (response.data && response.data.errors && response.data.errors.length > 0 && /Something went wrong while executing your query/.test(
    response.data.errors[0].message
  )) {
    const error2 = new RequestError(response.data.errors[0].message, 500, {
      request: options,
      response
    });
    return errorRequest(state, octokit, error2, options);
  }
  return response;
}
function retry(octokit, octokitOptions) {
  const state = Object.assign(
    {
      enabled: true,
      retryAfterBaseValue: 1e3,
      doNotRetry: [400, 401, 403, 404, 410, 422, 451],
      retries: 3
    },
    octokitOptions.retry
  );
  const retryPlugin = {
    retry: {
      retryRequest: (error2, retries, retryAfter) => {
        error2.request.request = Object.assign({}, error2.request.request, {
          retries,
          retryAfter
        });
        return error2;
      }
    }
  };
  if (state.enabled) {
    octokit.hook.error("request", errorRequest.bind(null, state, retryPlugin));
    octokit.hook.wrap("request", wrapRequest.bind(null, state, retryPlugin));
  }
  return retryPlugin;
}
retry.VERSION = VERSION;

// node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var import_light2 = __toESM(require_light(), 1);
var VERSION2 = "0.0.0-development";
var noop = () => Promise.resolve();
function wrapRequest2(state, request2, options) {
  return state.retryLimiter.schedule(doRequest, state, request2, options);
}
async function doRequest(state, request2, options) {
  const { pathname } = new URL(options.url, "http://github.test");
  const isAuth = isAuthRequest(options.method, pathname);
  const isWrite = !isAuth && options.method !== "GET" && options.method !== "HEAD";
  const isSearch = options.method === "GET" && pathname.startsWith("/search/");
  const isGraphQL = pathname.startsWith("/graphql");
  const retryCount = ~~request2.retryCount;
  const jobOptions = retryCount > 0 ? { priority: 0, weight: 0 } : {};
  if (state.clustering) {
    jobOptions.expiration = 1e3 * 60;
  }
  if (isWrite || isGraphQL) {
    await state.write.key(state.id).schedule(jobOptions, noop);
  }
  if (isWrite && state.triggersNotification(pathname)) {
    await state.notifications.key(state.id).schedule(jobOptions, noop);
  }
  if (isSearch) {
    await state.search.key(state.id).schedule(jobOptions, noop);
  }
  const req = (isAuth ? state.auth : state.global).key(state.id).schedule(jobOptions, request2, options);
  if (isGraphQL) {
    const res = await req;
    if (res.data.errors != null && res.data.errors.some((error2) => error2.type === "RATE_LIMITED")) {
      const error2 = Object.assign(new Error("GraphQL Rate Limit Exceeded"), {
        response: res,
        data: res.data
      });
      throw error2;
    }
  }
  return req;
}
function isAuthRequest(method, pathname) {
  return method === "PATCH" && // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-a-scoped-access-token
  /^\/applications\/[^/]+\/token\/scoped$/.test(pathname) || method === "POST" && // https://docs.github.com/en/rest/apps/oauth-applications?apiVersion=2022-11-28#reset-a-token
  (/^\/applications\/[^/]+\/token$/.test(pathname) || // https://docs.github.com/en/rest/apps/apps?apiVersion=2022-11-28#create-an-installation-access-token-for-an-app
  /^\/app\/installations\/[^/]+\/access_tokens$/.test(pathname) || // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  pathname === "/login/oauth/access_token");
}
var triggers_notification_paths_default = [
  "/orgs/{org}/invitations",
  "/orgs/{org}/invitations/{invitation_id}",
  "/orgs/{org}/teams/{team_slug}/discussions",
  "/orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments",
  "/repos/{owner}/{repo}/collaborators/{username}",
  "/repos/{owner}/{repo}/commits/{commit_sha}/comments",
  "/repos/{owner}/{repo}/issues",
  "/repos/{owner}/{repo}/issues/{issue_number}/comments",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issue",
  "/repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority",
  "/repos/{owner}/{repo}/pulls",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments",
  "/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies",
  "/repos/{owner}/{repo}/pulls/{pull_number}/merge",
  "/repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers",
  "/repos/{owner}/{repo}/pulls/{pull_number}/reviews",
  "/repos/{owner}/{repo}/releases",
  "/teams/{team_id}/discussions",
  "/teams/{team_id}/discussions/{discussion_number}/comments"
];
function routeMatcher(paths) {
  const regexes = paths.map(
    (path) => path.split("/").map((c) => c.startsWith("{") ? "(?:.+?)" : c).join("/")
  );
  const regex2 = `^(?:${regexes.map((r) => `(?:${r})`).join("|")})[^/]*$`;
  return new RegExp(regex2, "i");
}
var regex = routeMatcher(triggers_notification_paths_default);
var triggersNotification = regex.test.bind(regex);
var groups = {};
var createGroups = function(Bottleneck2, common) {
  groups.global = new Bottleneck2.Group({
    id: "octokit-global",
    maxConcurrent: 10,
    ...common
  });
  groups.auth = new Bottleneck2.Group({
    id: "octokit-auth",
    maxConcurrent: 1,
    ...common
  });
  groups.search = new Bottleneck2.Group({
    id: "octokit-search",
    maxConcurrent: 1,
    minTime: 2e3,
    ...common
  });
  groups.write = new Bottleneck2.Group({
    id: "octokit-write",
    maxConcurrent: 1,
    minTime: 1e3,
    ...common
  });
  groups.notifications = new Bottleneck2.Group({
    id: "octokit-notifications",
    maxConcurrent: 1,
    minTime: 3e3,
    ...common
  });
};
function throttling(octokit, octokitOptions) {
  const {
    enabled = true,
    Bottleneck: Bottleneck2 = import_light2.default,
    id = "no-id",
    timeout = 1e3 * 60 * 2,
    // Redis TTL: 2 minutes
    connection
  } = octokitOptions.throttle || {};
  if (!enabled) {
    return {};
  }
  const common = { timeout };
  if (typeof connection !== "undefined") {
    common.connection = connection;
  }
  const state = Object.assign(
    {
      clustering: connection != null,
      triggersNotification,
      fallbackSecondaryRateRetryAfter: 60,
      retryAfterBaseValue: 1e3,
      id
    },
    octokitOptions.throttle
  );
  if (typeof state.onSecondaryRateLimit !== "function" || typeof state.onRateLimit !== "function") {
    throw new Error(`octokit/plugin-throttling error:
        You must pass the onSecondaryRateLimit and onRateLimit error handlers.
        See https://octokit.github.io/rest.js/#throttling

        const octokit = new Octokit({
          throttle: {
            onSecondaryRateLimit: (retryAfter, options) => {/* ... */},
            onRateLimit: (retryAfter, options) => {/* ... */}
          }
        })
    `);
  }
  let initialized = false;
  const initializeBottleneck = () => {
    if (initialized) {
      return;
    }
    initialized = true;
    if (groups.global == null) {
      createGroups(Bottleneck2, common);
    }
    state.global = state.global ?? groups.global;
    state.auth = state.auth ?? groups.auth;
    state.search = state.search ?? groups.search;
    state.write = state.write ?? groups.write;
    state.notifications = state.notifications ?? groups.notifications;
    state.retryLimiter = state.retryLimiter ?? new Bottleneck2();
    const events = {};
    const emitter = new Bottleneck2.Events(events);
    events.on("secondary-limit", state.onSecondaryRateLimit);
    events.on("rate-limit", state.onRateLimit);
    events.on(
      "error",
      (e) => octokit.log.warn("Error in throttling-plugin limit handler", e)
    );
    state.retryLimiter.on("failed", async function(error2, info2) {
      const [state2, request2, options] = info2.args;
      const { pathname } = new URL(options.url, "http://github.test");
      const shouldRetryGraphQL = pathname.startsWith("/graphql") && error2.status !== 401;
      if (!(shouldRetryGraphQL || error2.status === 403 || error2.status === 429)) {
        return;
      }
      const retryCount = ~~request2.retryCount;
      request2.retryCount = retryCount;
      options.request.retryCount = retryCount;
      const { wantRetry, retryAfter = 0 } = await (async function() {
        if (/\bsecondary rate\b/i.test(error2.message)) {
          const retryAfter2 = Number(error2.response.headers["retry-after"]) || state2.fallbackSecondaryRateRetryAfter;
          const wantRetry2 = await emitter.trigger(
            "secondary-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        if (error2.response.headers != null && error2.response.headers["x-ratelimit-remaining"] === "0" || (error2.response.data?.errors ?? []).some(
          (error22) => error22.type === "RATE_LIMITED"
        )) {
          const rateLimitReset = new Date(
            ~~error2.response.headers["x-ratelimit-reset"] * 1e3
          ).getTime();
          const retryAfter2 = Math.max(
            // Add one second so we retry _after_ the reset time
            // https://docs.github.com/en/rest/overview/resources-in-the-rest-api?apiVersion=2022-11-28#exceeding-the-rate-limit
            Math.ceil((rateLimitReset - Date.now()) / 1e3) + 1,
            0
          );
          const wantRetry2 = await emitter.trigger(
            "rate-limit",
            retryAfter2,
            options,
            octokit,
            retryCount
          );
          return { wantRetry: wantRetry2, retryAfter: retryAfter2 };
        }
        return {};
      })();
      if (wantRetry) {
        request2.retryCount++;
        return retryAfter * state2.retryAfterBaseValue;
      }
    });
  };
  octokit.hook.wrap("request", (request2, options) => {
    initializeBottleneck();
    return wrapRequest2(state, request2, options);
  });
  return {};
}
throttling.VERSION = VERSION2;
throttling.triggersNotification = triggersNotification;

// node_modules/universal-user-agent/index.js
function getUserAgent() {
  if (typeof navigator === "object" && "userAgent" in navigator) {
    return navigator.userAgent;
  }
  if (typeof process === "object" && process.version !== void 0) {
    return `Node.js/${process.version.substr(1)} (${process.platform}; ${process.arch})`;
  }
  return "<environment undetectable>";
}

// node_modules/before-after-hook/lib/register.js
function register(state, name, method, options) {
  if (typeof method !== "function") {
    throw new Error("method for before hook must be a function");
  }
  if (!options) {
    options = {};
  }
  if (Array.isArray(name)) {
    return name.reverse().reduce((callback, name2) => {
      return register.bind(null, state, name2, callback, options);
    }, method)();
  }
  return Promise.resolve().then(() => {
    if (!state.registry[name]) {
      return method(options);
    }
    return state.registry[name].reduce((method2, registered) => {
      return registered.hook.bind(null, method2, options);
    }, method)();
  });
}

// node_modules/before-after-hook/lib/add.js
function addHook(state, kind, name, hook2) {
  const orig = hook2;
  if (!state.registry[name]) {
    state.registry[name] = [];
  }
  if (kind === "before") {
    hook2 = (method, options) => {
      return Promise.resolve().then(orig.bind(null, options)).then(method.bind(null, options));
    };
  }
  if (kind === "after") {
    hook2 = (method, options) => {
      let result;
      return Promise.resolve().then(method.bind(null, options)).then((result_) => {
        result = result_;
        return orig(result, options);
      }).then(() => {
        return result;
      });
    };
  }
  if (kind === "error") {
    hook2 = (method, options) => {
      return Promise.resolve().then(method.bind(null, options)).catch((error2) => {
        return orig(error2, options);
      });
    };
  }
  state.registry[name].push({
    hook: hook2,
    orig
  });
}

// node_modules/before-after-hook/lib/remove.js
function removeHook(state, name, method) {
  if (!state.registry[name]) {
    return;
  }
  const index = state.registry[name].map((registered) => {
    return registered.orig;
  }).indexOf(method);
  if (index === -1) {
    return;
  }
  state.registry[name].splice(index, 1);
}

// node_modules/before-after-hook/index.js
var bind = Function.bind;
var bindable = bind.bind(bind);
function bindApi(hook2, state, name) {
  const removeHookRef = bindable(removeHook, null).apply(
    null,
    name ? [state, name] : [state]
  );
  hook2.api = { remove: removeHookRef };
  hook2.remove = removeHookRef;
  ["before", "error", "after", "wrap"].forEach((kind) => {
    const args = name ? [state, kind, name] : [state, kind];
    hook2[kind] = hook2.api[kind] = bindable(addHook, null).apply(null, args);
  });
}
function Singular() {
  const singularHookName = /* @__PURE__ */ Symbol("Singular");
  const singularHookState = {
    registry: {}
  };
  const singularHook = register.bind(null, singularHookState, singularHookName);
  bindApi(singularHook, singularHookState, singularHookName);
  return singularHook;
}
function Collection() {
  const state = {
    registry: {}
  };
  const hook2 = register.bind(null, state);
  bindApi(hook2, state);
  return hook2;
}
var before_after_hook_default = { Singular, Collection };

// node_modules/@octokit/endpoint/dist-bundle/index.js
var VERSION3 = "0.0.0-development";
var userAgent = `octokit-endpoint.js/${VERSION3} ${getUserAgent()}`;
var DEFAULTS = {
  method: "GET",
  baseUrl: "https://api.github.com",
  headers: {
    accept: "application/vnd.github.v3+json",
    "user-agent": userAgent
  },
  mediaType: {
    format: ""
  }
};
function lowercaseKeys(object) {
  if (!object) {
    return {};
  }
  return Object.keys(object).reduce((newObj, key) => {
    newObj[key.toLowerCase()] = object[key];
    return newObj;
  }, {});
}
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
function mergeDeep(defaults, options) {
  const result = Object.assign({}, defaults);
  Object.keys(options).forEach((key) => {
    if (isPlainObject(options[key])) {
      if (!(key in defaults)) Object.assign(result, { [key]: options[key] });
      else result[key] = mergeDeep(defaults[key], options[key]);
    } else {
      Object.assign(result, { [key]: options[key] });
    }
  });
  return result;
}
function removeUndefinedProperties(obj) {
  for (const key in obj) {
    if (obj[key] === void 0) {
      delete obj[key];
    }
  }
  return obj;
}
function merge(defaults, route, options) {
  if (typeof route === "string") {
    let [method, url] = route.split(" ");
    options = Object.assign(url ? { method, url } : { url: method }, options);
  } else {
    options = Object.assign({}, route);
  }
  options.headers = lowercaseKeys(options.headers);
  removeUndefinedProperties(options);
  removeUndefinedProperties(options.headers);
  const mergedOptions = mergeDeep(defaults || {}, options);
  if (options.url === "/graphql") {
    if (defaults && defaults.mediaType.previews?.length) {
      mergedOptions.mediaType.previews = defaults.mediaType.previews.filter(
        (preview) => !mergedOptions.mediaType.previews.includes(preview)
      ).concat(mergedOptions.mediaType.previews);
    }
    mergedOptions.mediaType.previews = (mergedOptions.mediaType.previews || []).map((preview) => preview.replace(/-preview/, ""));
  }
  return mergedOptions;
}
function addQueryParameters(url, parameters) {
  const separator = /\?/.test(url) ? "&" : "?";
  const names = Object.keys(parameters);
  if (names.length === 0) {
    return url;
  }
  return url + separator + names.map((name) => {
    if (name === "q") {
      return "q=" + parameters.q.split("+").map(encodeURIComponent).join("+");
    }
    return `${name}=${encodeURIComponent(parameters[name])}`;
  }).join("&");
}
var urlVariableRegex = /\{[^{}}]+\}/g;
function removeNonChars(variableName) {
  return variableName.replace(/(?:^\W+)|(?:(?<!\W)\W+$)/g, "").split(/,/);
}
function extractUrlVariableNames(url) {
  const matches = url.match(urlVariableRegex);
  if (!matches) {
    return [];
  }
  return matches.map(removeNonChars).reduce((a, b) => a.concat(b), []);
}
function omit(object, keysToOmit) {
  const result = { __proto__: null };
  for (const key of Object.keys(object)) {
    if (keysToOmit.indexOf(key) === -1) {
      result[key] = object[key];
    }
  }
  return result;
}
function encodeReserved(str) {
  return str.split(/(%[0-9A-Fa-f]{2})/g).map(function(part) {
    if (!/%[0-9A-Fa-f]/.test(part)) {
      part = encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]");
    }
    return part;
  }).join("");
}
function encodeUnreserved(str) {
  return encodeURIComponent(str).replace(/[!'()*]/g, function(c) {
    return "%" + c.charCodeAt(0).toString(16).toUpperCase();
  });
}
function encodeValue(operator, value, key) {
  value = operator === "+" || operator === "#" ? encodeReserved(value) : encodeUnreserved(value);
  if (key) {
    return encodeUnreserved(key) + "=" + value;
  } else {
    return value;
  }
}
function isDefined(value) {
  return value !== void 0 && value !== null;
}
function isKeyOperator(operator) {
  return operator === ";" || operator === "&" || operator === "?";
}
function getValues(context, operator, key, modifier) {
  var value = context[key], result = [];
  if (isDefined(value) && value !== "") {
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
      value = value.toString();
      if (modifier && modifier !== "*") {
        value = value.substring(0, parseInt(modifier, 10));
      }
      result.push(
        encodeValue(operator, value, isKeyOperator(operator) ? key : "")
      );
    } else {
      if (modifier === "*") {
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            result.push(
              encodeValue(operator, value2, isKeyOperator(operator) ? key : "")
            );
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              result.push(encodeValue(operator, value[k], k));
            }
          });
        }
      } else {
        const tmp = [];
        if (Array.isArray(value)) {
          value.filter(isDefined).forEach(function(value2) {
            tmp.push(encodeValue(operator, value2));
          });
        } else {
          Object.keys(value).forEach(function(k) {
            if (isDefined(value[k])) {
              tmp.push(encodeUnreserved(k));
              tmp.push(encodeValue(operator, value[k].toString()));
            }
          });
        }
        if (isKeyOperator(operator)) {
          result.push(encodeUnreserved(key) + "=" + tmp.join(","));
        } else if (tmp.length !== 0) {
          result.push(tmp.join(","));
        }
      }
    }
  } else {
    if (operator === ";") {
      if (isDefined(value)) {
        result.push(encodeUnreserved(key));
      }
    } else if (value === "" && (operator === "&" || operator === "?")) {
      result.push(encodeUnreserved(key) + "=");
    } else if (value === "") {
      result.push("");
    }
  }
  return result;
}
function parseUrl(template) {
  return {
    expand: expand.bind(null, template)
  };
}
function expand(template, context) {
  var operators = ["+", "#", ".", "/", ";", "?", "&"];
  template = template.replace(
    /\{([^\{\}]+)\}|([^\{\}]+)/g,
    function(_, expression, literal2) {
      if (expression) {
        let operator = "";
        const values = [];
        if (operators.indexOf(expression.charAt(0)) !== -1) {
          operator = expression.charAt(0);
          expression = expression.substr(1);
        }
        expression.split(/,/g).forEach(function(variable) {
          var tmp = /([^:\*]*)(?::(\d+)|(\*))?/.exec(variable);
          values.push(getValues(context, operator, tmp[1], tmp[2] || tmp[3]));
        });
        if (operator && operator !== "+") {
          var separator = ",";
          if (operator === "?") {
            separator = "&";
          } else if (operator !== "#") {
            separator = operator;
          }
          return (values.length !== 0 ? operator : "") + values.join(separator);
        } else {
          return values.join(",");
        }
      } else {
        return encodeReserved(literal2);
      }
    }
  );
  if (template === "/") {
    return template;
  } else {
    return template.replace(/\/$/, "");
  }
}
function parse(options) {
  let method = options.method.toUpperCase();
  let url = (options.url || "/").replace(/:([a-z]\w+)/g, "{$1}");
  let headers = Object.assign({}, options.headers);
  let body;
  let parameters = omit(options, [
    "method",
    "baseUrl",
    "url",
    "headers",
    "request",
    "mediaType"
  ]);
  const urlVariableNames = extractUrlVariableNames(url);
  url = parseUrl(url).expand(parameters);
  if (!/^http/.test(url)) {
    url = options.baseUrl + url;
  }
  const omittedParameters = Object.keys(options).filter((option) => urlVariableNames.includes(option)).concat("baseUrl");
  const remainingParameters = omit(parameters, omittedParameters);
  const isBinaryRequest = /application\/octet-stream/i.test(headers.accept);
  if (!isBinaryRequest) {
    if (options.mediaType.format) {
      headers.accept = headers.accept.split(/,/).map(
        (format) => format.replace(
          /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/,
          `application/vnd$1$2.${options.mediaType.format}`
        )
      ).join(",");
    }
    if (url.endsWith("/graphql")) {
      if (options.mediaType.previews?.length) {
        const previewsFromAcceptHeader = headers.accept.match(/(?<![\w-])[\w-]+(?=-preview)/g) || [];
        headers.accept = previewsFromAcceptHeader.concat(options.mediaType.previews).map((preview) => {
          const format = options.mediaType.format ? `.${options.mediaType.format}` : "+json";
          return `application/vnd.github.${preview}-preview${format}`;
        }).join(",");
      }
    }
  }
  if (["GET", "HEAD"].includes(method)) {
    url = addQueryParameters(url, remainingParameters);
  } else {
    if ("data" in remainingParameters) {
      body = remainingParameters.data;
    } else {
      if (Object.keys(remainingParameters).length) {
        body = remainingParameters;
      }
    }
  }
  if (!headers["content-type"] && typeof body !== "undefined") {
    headers["content-type"] = "application/json; charset=utf-8";
  }
  if (["PATCH", "PUT"].includes(method) && typeof body === "undefined") {
    body = "";
  }
  return Object.assign(
    { method, url, headers },
    typeof body !== "undefined" ? { body } : null,
    options.request ? { request: options.request } : null
  );
}
function endpointWithDefaults(defaults, route, options) {
  return parse(merge(defaults, route, options));
}
function withDefaults(oldDefaults, newDefaults) {
  const DEFAULTS2 = merge(oldDefaults, newDefaults);
  const endpoint2 = endpointWithDefaults.bind(null, DEFAULTS2);
  return Object.assign(endpoint2, {
    DEFAULTS: DEFAULTS2,
    defaults: withDefaults.bind(null, DEFAULTS2),
    merge: merge.bind(null, DEFAULTS2),
    parse
  });
}
var endpoint = withDefaults(null, DEFAULTS);

// node_modules/content-type/dist/index.js
var SP = 32;
var HTAB = 9;
var SEMI = 59;
var EQ = 61;
var DQUOTE = 34;
var BSLASH = 92;
var COMMA = 44;
var LOWER_CASE = 1;
var OWS = 2;
var SEMI_FLAG = 4;
var COMMA_FLAG = 8;
var TOKEN_FLAG = 16;
var NON_ASCII = 65280;
var CASE_FLAGS = LOWER_CASE | NON_ASCII;
var CHAR_MAP = new Uint8Array(256);
CHAR_MAP[HTAB] |= OWS;
CHAR_MAP[SP] |= OWS;
CHAR_MAP[SEMI] |= SEMI_FLAG;
CHAR_MAP[COMMA] |= COMMA_FLAG;
for (let code = 128; code <= 255; code++) {
  CHAR_MAP[code] |= LOWER_CASE;
}
for (const char of "!#$%&'*+-.^_`|~") {
  CHAR_MAP[char.charCodeAt(0)] |= TOKEN_FLAG;
}
for (let code = 48; code <= 57; code++) {
  CHAR_MAP[code] |= TOKEN_FLAG;
}
for (let code = 65; code <= 90; code++) {
  CHAR_MAP[code] |= LOWER_CASE | TOKEN_FLAG;
}
for (let code = 97; code <= 122; code++) {
  CHAR_MAP[code] |= TOKEN_FLAG;
}
var NullObject = /* @__PURE__ */ (() => {
  const C = function() {
  };
  C.prototype = /* @__PURE__ */ Object.create(null);
  return C;
})();
function parse2(header, options) {
  const stopFlags = SEMI_FLAG | (options?.comma === true ? COMMA_FLAG : 0);
  const len = header.length;
  let valueStart = options?.start ?? 0;
  while ((CHAR_MAP[header.charCodeAt(valueStart)] & OWS) !== 0) {
    valueStart++;
  }
  let index = valueStart;
  let typeFlags = 0;
  let whitespace = -1;
  let stop = options?.parameters === false ? COMMA_FLAG : 0;
  while (index < len) {
    const code = header.charCodeAt(index);
    const flags = CHAR_MAP[code];
    if ((flags & stopFlags) !== 0) {
      stop |= flags & COMMA_FLAG;
      break;
    }
    if ((flags & OWS) !== 0) {
      if (whitespace === -1)
        whitespace = index;
    } else {
      whitespace = -1;
    }
    typeFlags |= code & NON_ASCII | flags;
    index++;
  }
  const valueEnd = whitespace === -1 ? index : whitespace;
  const value = header.slice(valueStart, valueEnd);
  const type = (typeFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
  if (index === len || stop !== 0) {
    return { type, index, parameters: new NullObject() };
  }
  return parseParameters(header, type, index, len, stopFlags);
}
function parseParameters(header, type, index, len, stopFlags) {
  const parameters = new NullObject();
  parameter: while (index < len) {
    index++;
    while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
      index++;
    }
    const keyStart = index;
    let keyFlags = 0;
    let keyWhitespace = -1;
    while (index < len) {
      const code = header.charCodeAt(index);
      const flags = CHAR_MAP[code];
      if ((flags & stopFlags) !== 0) {
        if ((flags & COMMA_FLAG) !== 0)
          break parameter;
        continue parameter;
      }
      if (code === EQ) {
        const keyEnd = keyWhitespace === -1 ? index : keyWhitespace;
        const value = header.slice(keyStart, keyEnd);
        const key = (keyFlags & CASE_FLAGS) === 0 ? value : value.toLowerCase();
        index++;
        while ((CHAR_MAP[header.charCodeAt(index)] & OWS) !== 0) {
          index++;
        }
        if (index < len && header.charCodeAt(index) === DQUOTE) {
          const quotedStart = ++index;
          let escaped = false;
          while (index < len) {
            const code2 = header.charCodeAt(index);
            if (code2 === DQUOTE) {
              if (parameters[key] === void 0) {
                parameters[key] = escaped ? unescapeQuotedPairs(header, quotedStart, index) : header.slice(quotedStart, index);
              }
              index++;
              let stop2 = 0;
              while (index < len) {
                const code3 = header.charCodeAt(index);
                const flags2 = CHAR_MAP[code3];
                if ((flags2 & stopFlags) !== 0) {
                  stop2 = flags2 & COMMA_FLAG;
                  break;
                }
                index++;
              }
              if (stop2 !== 0)
                break parameter;
              continue parameter;
            }
            if (code2 === BSLASH && index + 1 < len) {
              escaped = true;
              index += 2;
              continue;
            }
            index++;
          }
          continue parameter;
        }
        const valueStart = index;
        let stop = 0;
        let valueWhitespace = -1;
        while (index < len) {
          const code2 = header.charCodeAt(index);
          const flags2 = CHAR_MAP[code2];
          if ((flags2 & stopFlags) !== 0) {
            stop = flags2 & COMMA_FLAG;
            break;
          }
          if ((flags2 & OWS) !== 0) {
            if (valueWhitespace === -1)
              valueWhitespace = index;
          } else {
            valueWhitespace = -1;
          }
          index++;
        }
        if (parameters[key] === void 0) {
          const valueEnd = valueWhitespace === -1 ? index : valueWhitespace;
          parameters[key] = header.slice(valueStart, valueEnd);
        }
        if (stop !== 0)
          break parameter;
        continue parameter;
      }
      if ((flags & OWS) !== 0) {
        if (keyWhitespace === -1)
          keyWhitespace = index;
      } else {
        keyWhitespace = -1;
      }
      keyFlags |= code & NON_ASCII | flags;
      index++;
    }
  }
  return { type, index, parameters };
}
function unescapeQuotedPairs(str, start, end) {
  let result = "";
  for (let index = start; index < end; index++) {
    if (str.charCodeAt(index) === BSLASH) {
      result += str.slice(start, index);
      start = ++index;
    }
  }
  return result + str.slice(start, end);
}

// node_modules/json-with-bigint/json-with-bigint.js
var intRegex = /^-?\d+$/;
var noiseValue = /^-?\d+n+$/;
var originalStringify = JSON.stringify;
var originalParse = JSON.parse;
var customFormat = /^-?\d+n$/;
var bigIntsStringify = /([\[:])?"(-?\d+)n"($|\s*[,\}\]])/g;
var noiseStringify = /([\[:])?("-?\d+n+)n("$|"\s*[,\}\]])/g;
var isUnstringifiable = (val) => val === void 0 || typeof val === "function" || typeof val === "symbol";
var isRawJSON = (val) => val !== null && typeof val === "object" && val.constructor && val.constructor.name === "RawJSON";
var stringifyIteratively = (rootValue, replacer, spaceParam) => {
  let space = "";
  if (typeof spaceParam === "number") {
    space = " ".repeat(Math.min(10, Math.max(0, Math.floor(spaceParam))));
  } else if (typeof spaceParam === "string") {
    space = spaceParam.slice(0, 10);
  }
  const isFunctionReplacer = typeof replacer === "function";
  const propertyList = Array.isArray(replacer) ? new Set(replacer.map(String)) : null;
  const prepareVal = (parent, key, val) => {
    const isObject = val !== null && typeof val === "object";
    const hasToJSON = isObject && typeof val.toJSON === "function";
    if (hasToJSON) {
      val = val.toJSON(key);
    }
    const isNoise = typeof val === "string" && noiseValue.test(val);
    if (isNoise) return val + "n";
    const isBigInt = typeof val === "bigint";
    if (isBigInt) {
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return JSON.rawJSON(val.toString());
      return val.toString() + "n";
    }
    if (isFunctionReplacer) {
      val = replacer.call(parent, key, val);
    }
    const isPostReplacerObject = val !== null && typeof val === "object";
    if (isPostReplacerObject) {
      const isPrimitiveWrapper = val instanceof Number || val instanceof String || val instanceof Boolean;
      if (isPrimitiveWrapper) {
        val = val.valueOf();
      }
    }
    return val;
  };
  const rootProcessed = prepareVal({ "": rootValue }, "", rootValue);
  if (isUnstringifiable(rootProcessed)) {
    return void 0;
  }
  const isRootPrimitive = rootProcessed === null || typeof rootProcessed !== "object";
  const isRootNativeRawJSON = isRawJSON(rootProcessed);
  if (isRootPrimitive || isRootNativeRawJSON) {
    return originalStringify(rootProcessed);
  }
  const chunks = [];
  let level = 0;
  const stack = [
    {
      parent: { "": rootProcessed },
      key: "",
      val: rootProcessed,
      isArray: Array.isArray(rootProcessed),
      keys: Array.isArray(rootProcessed) ? null : Object.keys(rootProcessed),
      index: 0,
      first: true
    }
  ];
  const visited = new WeakSet([rootProcessed]);
  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (node.index === 0) {
      chunks.push(node.isArray ? "[" : "{");
      level++;
    }
    let isDone = false;
    if (node.isArray) {
      if (node.index < node.val.length) {
        if (!node.first) chunks.push(",");
        if (space) chunks.push("\n" + space.repeat(level));
        const childRaw = node.val[node.index];
        const childVal = prepareVal(node.val, String(node.index), childRaw);
        if (isUnstringifiable(childVal)) {
          chunks.push("null");
          node.first = false;
          node.index++;
        } else {
          const isComplexObject = childVal !== null && typeof childVal === "object";
          const isNativeRaw = isRawJSON(childVal);
          if (isComplexObject && !isNativeRaw) {
            if (visited.has(childVal)) {
              throw new TypeError("Converting circular structure to JSON");
            }
            visited.add(childVal);
            stack.push({
              parent: node.val,
              key: String(node.index),
              val: childVal,
              isArray: Array.isArray(childVal),
              keys: Array.isArray(childVal) ? null : Object.keys(childVal),
              index: 0,
              first: true
            });
            node.first = false;
            node.index++;
          } else {
            chunks.push(originalStringify(childVal));
            node.first = false;
            node.index++;
          }
        }
      } else {
        isDone = true;
      }
    } else {
      while (node.index < node.keys.length) {
        const k = node.keys[node.index++];
        const isFilteredOutByArray = propertyList && !propertyList.has(k);
        if (isFilteredOutByArray) continue;
        const childRaw = node.val[k];
        const childVal = prepareVal(node.val, k, childRaw);
        if (isUnstringifiable(childVal)) continue;
        if (!node.first) chunks.push(",");
        if (space) {
          chunks.push("\n" + space.repeat(level) + originalStringify(k) + ": ");
        } else {
          chunks.push(originalStringify(k) + ":");
        }
        const isComplexObject = childVal !== null && typeof childVal === "object";
        const isNativeRaw = isRawJSON(childVal);
        if (isComplexObject && !isNativeRaw) {
          if (visited.has(childVal)) {
            throw new TypeError("Converting circular structure to JSON");
          }
          visited.add(childVal);
          stack.push({
            parent: node.val,
            key: k,
            val: childVal,
            isArray: Array.isArray(childVal),
            keys: Array.isArray(childVal) ? null : Object.keys(childVal),
            index: 0,
            first: true
          });
          node.first = false;
          break;
        } else {
          chunks.push(originalStringify(childVal));
          node.first = false;
        }
      }
      const isNodeFullyProcessed = node.index >= node.keys.length && stack[stack.length - 1] === node;
      if (isNodeFullyProcessed) {
        isDone = true;
      }
    }
    if (isDone) {
      level--;
      if (!node.first && space) chunks.push("\n" + space.repeat(level));
      chunks.push(node.isArray ? "]" : "}");
      visited.delete(node.val);
      stack.pop();
    }
  }
  return chunks.join("");
};
var JSONStringify = (value, replacer, space) => {
  try {
    const supportsRawJSON = "rawJSON" in JSON;
    if (supportsRawJSON) {
      return originalStringify(
        value,
        (key, val) => {
          if (typeof val === "bigint") return JSON.rawJSON(val.toString());
          const hasFunctionReplacer = typeof replacer === "function";
          if (hasFunctionReplacer) return replacer(key, val);
          const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key);
          if (isKeyInArrayReplacer) return val;
          return val;
        },
        space
      );
    }
    if (!value) return originalStringify(value, replacer, space);
    const convertedToCustomJSON = originalStringify(
      value,
      (key, val) => {
        const isNoise = typeof val === "string" && noiseValue.test(val);
        if (isNoise) return val.toString() + "n";
        if (typeof val === "bigint") return val.toString() + "n";
        const hasFunctionReplacer = typeof replacer === "function";
        if (hasFunctionReplacer) return replacer(key, val);
        const isKeyInArrayReplacer = Array.isArray(replacer) && replacer.includes(key);
        if (isKeyInArrayReplacer) return val;
        return val;
      },
      space
    );
    const processedJSON = convertedToCustomJSON.replace(
      bigIntsStringify,
      "$1$2$3"
    );
    const denoisedJSON = processedJSON.replace(noiseStringify, "$1$2$3");
    return denoisedJSON;
  } catch (error2) {
    if (error2 instanceof RangeError) {
      const convertedJSON = stringifyIteratively(value, replacer, space);
      if (convertedJSON === void 0) return void 0;
      const supportsRawJSON = "rawJSON" in JSON;
      if (supportsRawJSON) return convertedJSON;
      const processedJSON = convertedJSON.replace(bigIntsStringify, "$1$2$3");
      return processedJSON.replace(noiseStringify, "$1$2$3");
    }
    throw error2;
  }
};
var featureCache = /* @__PURE__ */ new Map();
var isContextSourceSupported = () => {
  const parseFingerprint = JSON.parse.toString();
  if (featureCache.has(parseFingerprint)) {
    return featureCache.get(parseFingerprint);
  }
  try {
    const result = JSON.parse(
      "1",
      (_, __, context) => !!context?.source && context.source === "1"
    );
    featureCache.set(parseFingerprint, result);
    return result;
  } catch {
    featureCache.set(parseFingerprint, false);
    return false;
  }
};
var convertMarkedBigIntsReviver = (key, value, context, userReviver) => {
  const isCustomFormatBigInt = typeof value === "string" && customFormat.test(value);
  if (isCustomFormatBigInt) return BigInt(value.slice(0, -1));
  const isNoiseValue = typeof value === "string" && noiseValue.test(value);
  if (isNoiseValue) return value.slice(0, -1);
  const hasUserReviver = typeof userReviver === "function";
  if (!hasUserReviver) return value;
  return userReviver(key, value, context);
};
var JSONParseV2 = (text, reviver) => {
  return JSON.parse(text, (key, value, context) => {
    const isNumber = typeof value === "number";
    const isOutOfBounds = value > Number.MAX_SAFE_INTEGER || value < Number.MIN_SAFE_INTEGER;
    const isBigNumber = isNumber && isOutOfBounds;
    const isInt = context && intRegex.test(context.source);
    const isBigInt = isBigNumber && isInt;
    if (isBigInt) return BigInt(context.source);
    const hasCustomReviver = typeof reviver === "function";
    if (!hasCustomReviver) return value;
    return reviver(key, value, context);
  });
};
var MAX_INT = Number.MAX_SAFE_INTEGER.toString();
var MAX_DIGITS = MAX_INT.length;
var stringsOrLargeNumbers = /"(?:[^"\\]|\\.)*"|-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/g;
var noiseValueWithQuotes = /^"-?\d+n+"$/;
var applyReviverIteratively = (parsed, userReviver) => {
  const rootHolder = { "": parsed };
  const stack = [{ parent: rootHolder, key: "", visited: false }];
  while (stack.length > 0) {
    const node = stack[stack.length - 1];
    if (!node.visited) {
      node.visited = true;
      const value = node.parent[node.key];
      const isComplexObject = value !== null && typeof value === "object";
      if (isComplexObject) {
        const keys = Object.keys(value);
        for (let i = keys.length - 1; i >= 0; i--) {
          stack.push({ parent: value, key: keys[i], visited: false });
        }
      }
    } else {
      const { parent, key } = node;
      let value = parent[key];
      if (typeof value === "string") {
        const isCustomFormatBigInt = customFormat.test(value);
        if (isCustomFormatBigInt) {
          value = BigInt(value.slice(0, -1));
        } else {
          const isNoise = noiseValue.test(value);
          if (isNoise) value = value.slice(0, -1);
        }
      }
      const hasUserReviver = typeof userReviver === "function";
      if (hasUserReviver) {
        value = userReviver.call(parent, key, value);
      }
      const isDeleted = value === void 0;
      if (isDeleted) {
        delete parent[key];
      } else {
        parent[key] = value;
      }
      stack.pop();
    }
  }
  return rootHolder[""];
};
var serializeBigInts = (text) => {
  return text.replace(
    stringsOrLargeNumbers,
    (match, digits, fractional, exponential) => {
      const isString = match[0] === '"';
      const isNoise = isString && noiseValueWithQuotes.test(match);
      if (isNoise) return match.substring(0, match.length - 1) + 'n"';
      const hasFractionalOrExponential = fractional || exponential;
      const isLessThanMaxSafeInt = digits && (digits.length < MAX_DIGITS || digits.length === MAX_DIGITS && digits <= MAX_INT);
      const isStandardValue = isString || hasFractionalOrExponential || isLessThanMaxSafeInt;
      if (isStandardValue) return match;
      return '"' + match + 'n"';
    }
  );
};
var JSONParse = (text, reviver) => {
  if (!text) return originalParse(text, reviver);
  try {
    if (isContextSourceSupported()) return JSONParseV2(text, reviver);
    const serializedData = serializeBigInts(text);
    return originalParse(
      serializedData,
      (key, value, context) => convertMarkedBigIntsReviver(key, value, context, reviver)
    );
  } catch (error2) {
    if (error2 instanceof RangeError) {
      const serializedData = serializeBigInts(text);
      const parsed = originalParse(serializedData);
      return applyReviverIteratively(parsed, reviver);
    }
    throw error2;
  }
};

// node_modules/@octokit/request/dist-bundle/index.js
var VERSION4 = "10.0.16";
var defaults_default = {
  headers: {
    "user-agent": `octokit-request.js/${VERSION4} ${getUserAgent()}`
  }
};
function isPlainObject2(value) {
  if (typeof value !== "object" || value === null) return false;
  if (Object.prototype.toString.call(value) !== "[object Object]") return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, "constructor") && proto.constructor;
  return typeof Ctor === "function" && Ctor instanceof Ctor && Function.prototype.call(Ctor) === Function.prototype.call(value);
}
var noop2 = () => "";
async function fetchWrapper(requestOptions) {
  const fetch = requestOptions.request?.fetch || globalThis.fetch;
  if (!fetch) {
    throw new Error(
      "fetch is not set. Please pass a fetch implementation as new Octokit({ request: { fetch }}). Learn more at https://github.com/octokit/octokit.js/#fetch-missing"
    );
  }
  const log = requestOptions.request?.log || console;
  const parseSuccessResponseBody = requestOptions.request?.parseSuccessResponseBody !== false;
  const body = isPlainObject2(requestOptions.body) || Array.isArray(requestOptions.body) ? JSONStringify(requestOptions.body) : requestOptions.body;
  const requestHeaders = Object.fromEntries(
    Object.entries(requestOptions.headers).map(([name, value]) => [
      name,
      String(value)
    ])
  );
  let fetchResponse;
  try {
    fetchResponse = await fetch(requestOptions.url, {
      method: requestOptions.method,
      body,
      redirect: requestOptions.request?.redirect,
      headers: requestHeaders,
      signal: requestOptions.request?.signal,
      // duplex must be set if request.body is ReadableStream or Async Iterables.
      // See https://fetch.spec.whatwg.org/#dom-requestinit-duplex.
      ...requestOptions.body && { duplex: "half" }
    });
  } catch (error2) {
    let message = "Unknown Error";
    if (error2 instanceof Error) {
      if (error2.name === "AbortError") {
        error2.status = 500;
        throw error2;
      }
      message = error2.message;
      if (error2.name === "TypeError" && "cause" in error2) {
        if (error2.cause instanceof Error) {
          message = error2.cause.message;
        } else if (typeof error2.cause === "string") {
          message = error2.cause;
        }
      }
    }
    const requestError = new RequestError(message, 500, {
      request: requestOptions
    });
    requestError.cause = error2;
    throw requestError;
  }
  const status = fetchResponse.status;
  const url = fetchResponse.url;
  const responseHeaders = {};
  for (const [key, value] of fetchResponse.headers) {
    responseHeaders[key] = value;
  }
  const octokitResponse = {
    url,
    status,
    headers: responseHeaders,
    data: ""
  };
  if ("deprecation" in responseHeaders) {
    const matches = responseHeaders.link && responseHeaders.link.match(/<([^<>]+)>; rel="deprecation"/);
    const deprecationLink = matches && matches.pop();
    log.warn(
      `[@octokit/request] "${requestOptions.method} ${requestOptions.url}" is deprecated. It is scheduled to be removed on ${responseHeaders.sunset}${deprecationLink ? `. See ${deprecationLink}` : ""}`
    );
  }
  if (status === 204 || status === 205) {
    return octokitResponse;
  }
  if (requestOptions.method === "HEAD") {
    if (status < 400) {
      return octokitResponse;
    }
    throw new RequestError(fetchResponse.statusText, status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status === 304) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError("Not modified", status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  if (status >= 400) {
    octokitResponse.data = await getResponseData(fetchResponse);
    throw new RequestError(toErrorMessage(octokitResponse.data), status, {
      response: octokitResponse,
      request: requestOptions
    });
  }
  octokitResponse.data = parseSuccessResponseBody ? await getResponseData(fetchResponse) : fetchResponse.body;
  return octokitResponse;
}
async function getResponseData(response) {
  const contentType = response.headers.get("content-type");
  if (!contentType) {
    return response.text().catch(noop2);
  }
  const mimetype = parse2(contentType);
  if (isJSONResponse(mimetype)) {
    let text = "";
    try {
      text = await response.text();
      return JSONParse(text);
    } catch (err) {
      return text;
    }
  } else if (mimetype.type.startsWith("text/") || // `application/octet-stream` is the canonical "arbitrary binary" type
  // (RFC 2046) and must never be decoded as text, even when the response
  // carries a (misleading) `charset=utf-8` parameter — see #751.
  mimetype.parameters.charset?.toLowerCase() === "utf-8" && mimetype.type !== "application/octet-stream") {
    return response.text().catch(noop2);
  } else {
    return response.arrayBuffer().catch(
      /* v8 ignore next -- @preserve */
      () => new ArrayBuffer(0)
    );
  }
}
function isJSONResponse(mimetype) {
  return mimetype.type === "application/json" || mimetype.type === "application/scim+json";
}
function toErrorMessage(data) {
  if (typeof data === "string") {
    return data;
  }
  if (data instanceof ArrayBuffer) {
    return "Unknown error";
  }
  if (typeof data === "object" && data !== null && "message" in data) {
    const objectData = data;
    const suffix = "documentation_url" in objectData ? ` - ${objectData.documentation_url}` : "";
    return Array.isArray(objectData.errors) ? `${objectData.message}: ${objectData.errors.map((v) => JSON.stringify(v)).join(", ")}${suffix}` : `${objectData.message}${suffix}`;
  }
  return `Unknown error: ${JSON.stringify(data)}`;
}
function withDefaults2(oldEndpoint, newDefaults) {
  const endpoint2 = oldEndpoint.defaults(newDefaults);
  const newApi = function(route, parameters) {
    const endpointOptions = endpoint2.merge(route, parameters);
    if (!endpointOptions.request || !endpointOptions.request.hook) {
      return fetchWrapper(endpoint2.parse(endpointOptions));
    }
    const request2 = (route2, parameters2) => {
      return fetchWrapper(
        endpoint2.parse(endpoint2.merge(route2, parameters2))
      );
    };
    Object.assign(request2, {
      endpoint: endpoint2,
      defaults: withDefaults2.bind(null, endpoint2)
    });
    return endpointOptions.request.hook(request2, endpointOptions);
  };
  return Object.assign(newApi, {
    endpoint: endpoint2,
    defaults: withDefaults2.bind(null, endpoint2)
  });
}
var request = withDefaults2(endpoint, defaults_default);

// node_modules/@octokit/graphql/dist-bundle/index.js
var VERSION5 = "0.0.0-development";
function _buildMessageForResponseErrors(data) {
  return `Request failed due to following response errors:
` + data.errors.map((e) => ` - ${e.message}`).join("\n");
}
var GraphqlResponseError = class extends Error {
  constructor(request2, headers, response) {
    super(_buildMessageForResponseErrors(response));
    this.request = request2;
    this.headers = headers;
    this.response = response;
    this.errors = response.errors;
    this.data = response.data;
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, this.constructor);
    }
  }
  request;
  headers;
  response;
  name = "GraphqlResponseError";
  errors;
  data;
};
var NON_VARIABLE_OPTIONS = [
  "method",
  "baseUrl",
  "url",
  "headers",
  "request",
  "query",
  "mediaType",
  "operationName"
];
var FORBIDDEN_VARIABLE_OPTIONS = ["query", "method", "url"];
var GHES_V3_SUFFIX_REGEX = /\/api\/v3\/?$/;
function graphql(request2, query, options) {
  if (options) {
    if (typeof query === "string" && "query" in options) {
      return Promise.reject(
        new Error(`[@octokit/graphql] "query" cannot be used as variable name`)
      );
    }
    for (const key in options) {
      if (!FORBIDDEN_VARIABLE_OPTIONS.includes(key)) continue;
      return Promise.reject(
        new Error(
          `[@octokit/graphql] "${key}" cannot be used as variable name`
        )
      );
    }
  }
  const parsedOptions = typeof query === "string" ? Object.assign({ query }, options) : query;
  const requestOptions = Object.keys(
    parsedOptions
  ).reduce((result, key) => {
    if (NON_VARIABLE_OPTIONS.includes(key)) {
      result[key] = parsedOptions[key];
      return result;
    }
    if (!result.variables) {
      result.variables = {};
    }
    result.variables[key] = parsedOptions[key];
    return result;
  }, {});
  const baseUrl = parsedOptions.baseUrl || request2.endpoint.DEFAULTS.baseUrl;
  if (GHES_V3_SUFFIX_REGEX.test(baseUrl)) {
    requestOptions.url = baseUrl.replace(GHES_V3_SUFFIX_REGEX, "/api/graphql");
  }
  return request2(requestOptions).then((response) => {
    if (response.data.errors) {
      const headers = {};
      for (const key of Object.keys(response.headers)) {
        headers[key] = response.headers[key];
      }
      throw new GraphqlResponseError(
        requestOptions,
        headers,
        response.data
      );
    }
    return response.data.data;
  });
}
function withDefaults3(request2, newDefaults) {
  const newRequest = request2.defaults(newDefaults);
  const newApi = (query, options) => {
    return graphql(newRequest, query, options);
  };
  return Object.assign(newApi, {
    defaults: withDefaults3.bind(null, newRequest),
    endpoint: newRequest.endpoint
  });
}
var graphql2 = withDefaults3(request, {
  headers: {
    "user-agent": `octokit-graphql.js/${VERSION5} ${getUserAgent()}`
  },
  method: "POST",
  url: "/graphql"
});
function withCustomRequest(customRequest) {
  return withDefaults3(customRequest, {
    method: "POST",
    url: "/graphql"
  });
}

// node_modules/@octokit/auth-token/dist-bundle/index.js
var b64url = "(?:[a-zA-Z0-9_-]+)";
var sep = "\\.";
var jwtRE = new RegExp(`^${b64url}${sep}${b64url}${sep}${b64url}$`);
var isJWT = jwtRE.test.bind(jwtRE);
async function auth(token) {
  const isApp = isJWT(token);
  const isInstallation = token.startsWith("v1.") || token.startsWith("ghs_");
  const isUserToServer = token.startsWith("ghu_");
  const tokenType = isApp ? "app" : isInstallation ? "installation" : isUserToServer ? "user-to-server" : "oauth";
  return {
    type: "token",
    token,
    tokenType
  };
}
function withAuthorizationPrefix(token) {
  if (token.split(/\./).length === 3) {
    return `bearer ${token}`;
  }
  return `token ${token}`;
}
async function hook(token, request2, route, parameters) {
  const endpoint2 = request2.endpoint.merge(
    route,
    parameters
  );
  endpoint2.headers.authorization = withAuthorizationPrefix(token);
  return request2(endpoint2);
}
var createTokenAuth = function createTokenAuth2(token) {
  if (!token) {
    throw new Error("[@octokit/auth-token] No token passed to createTokenAuth");
  }
  if (typeof token !== "string") {
    throw new Error(
      "[@octokit/auth-token] Token passed to createTokenAuth is not a string"
    );
  }
  token = token.replace(/^(token|bearer) +/i, "");
  return Object.assign(auth.bind(null, token), {
    hook: hook.bind(null, token)
  });
};

// node_modules/@octokit/core/dist-src/version.js
var VERSION6 = "7.0.8";

// node_modules/@octokit/core/dist-src/index.js
var noop3 = () => {
};
var consoleWarn = console.warn.bind(console);
var consoleError = console.error.bind(console);
function createLogger(logger = {}) {
  if (typeof logger.debug !== "function") {
    logger.debug = noop3;
  }
  if (typeof logger.info !== "function") {
    logger.info = noop3;
  }
  if (typeof logger.warn !== "function") {
    logger.warn = consoleWarn;
  }
  if (typeof logger.error !== "function") {
    logger.error = consoleError;
  }
  return logger;
}
var userAgentTrail = `octokit-core.js/${VERSION6} ${getUserAgent()}`;
var Octokit = class {
  static VERSION = VERSION6;
  static defaults(defaults) {
    const OctokitWithDefaults = class extends this {
      constructor(...args) {
        const options = args[0] || {};
        if (typeof defaults === "function") {
          super(defaults(options));
          return;
        }
        super(
          Object.assign(
            {},
            defaults,
            options,
            options.userAgent && defaults.userAgent ? {
              userAgent: `${options.userAgent} ${defaults.userAgent}`
            } : null
          )
        );
      }
    };
    return OctokitWithDefaults;
  }
  static plugins = [];
  /**
   * Attach a plugin (or many) to your Octokit instance.
   *
   * @example
   * const API = Octokit.plugin(plugin1, plugin2, plugin3, ...)
   */
  static plugin(...newPlugins) {
    const currentPlugins = this.plugins;
    const NewOctokit = class extends this {
      static plugins = currentPlugins.concat(
        newPlugins.filter((plugin) => !currentPlugins.includes(plugin))
      );
    };
    return NewOctokit;
  }
  constructor(options = {}) {
    const hook2 = new before_after_hook_default.Collection();
    const requestDefaults = {
      baseUrl: request.endpoint.DEFAULTS.baseUrl,
      headers: {},
      request: Object.assign({}, options.request, {
        // @ts-ignore internal usage only, no need to type
        hook: hook2.bind(null, "request")
      }),
      mediaType: {
        previews: [],
        format: ""
      }
    };
    requestDefaults.headers["user-agent"] = options.userAgent ? `${options.userAgent} ${userAgentTrail}` : userAgentTrail;
    if (options.baseUrl) {
      requestDefaults.baseUrl = options.baseUrl;
    }
    if (options.previews) {
      requestDefaults.mediaType.previews = options.previews;
    }
    if (options.timeZone) {
      requestDefaults.headers["time-zone"] = options.timeZone;
    }
    this.request = request.defaults(requestDefaults);
    this.graphql = withCustomRequest(this.request).defaults(requestDefaults);
    this.log = createLogger(options.log);
    this.hook = hook2;
    if (!options.authStrategy) {
      if (!options.auth) {
        this.auth = async () => ({
          type: "unauthenticated"
        });
      } else {
        const auth2 = createTokenAuth(options.auth);
        hook2.wrap("request", auth2.hook);
        this.auth = auth2;
      }
    } else {
      const { authStrategy, ...otherOptions } = options;
      const auth2 = authStrategy(
        Object.assign(
          {
            request: this.request,
            log: this.log,
            // we pass the current octokit instance as well as its constructor options
            // to allow for authentication strategies that return a new octokit instance
            // that shares the same internal state as the current one. The original
            // requirement for this was the "event-octokit" authentication strategy
            // of https://github.com/probot/octokit-auth-probot.
            octokit: this,
            octokitOptions: otherOptions
          },
          options.auth
        )
      );
      hook2.wrap("request", auth2.hook);
      this.auth = auth2;
    }
    const classConstructor = this.constructor;
    for (let i = 0; i < classConstructor.plugins.length; ++i) {
      Object.assign(this, classConstructor.plugins[i](this, options));
    }
  }
  // assigned during constructor
  request;
  graphql;
  log;
  hook;
  // TODO: type `octokit.auth` based on passed options.authStrategy
  auth;
};

// node_modules/@octokit/plugin-request-log/dist-src/version.js
var VERSION7 = "6.0.0";

// node_modules/@octokit/plugin-request-log/dist-src/index.js
function requestLog(octokit) {
  octokit.hook.wrap("request", (request2, options) => {
    octokit.log.debug("request", options);
    const start = Date.now();
    const requestOptions = octokit.request.endpoint.parse(options);
    const path = requestOptions.url.replace(options.baseUrl, "");
    return request2(options).then((response) => {
      const requestId = response.headers["x-github-request-id"];
      octokit.log.info(
        `${requestOptions.method} ${path} - ${response.status} with id ${requestId} in ${Date.now() - start}ms`
      );
      return response;
    }).catch((error2) => {
      const requestId = error2.response?.headers["x-github-request-id"] || "UNKNOWN";
      octokit.log.error(
        `${requestOptions.method} ${path} - ${error2.status} with id ${requestId} in ${Date.now() - start}ms`
      );
      throw error2;
    });
  });
}
requestLog.VERSION = VERSION7;

// node_modules/@octokit/plugin-paginate-rest/dist-bundle/index.js
var VERSION8 = "0.0.0-development";
function normalizePaginatedListResponse(response) {
  if (!response.data) {
    return {
      ...response,
      data: []
    };
  }
  const responseNeedsNormalization = ("total_count" in response.data || "total_commits" in response.data) && !("url" in response.data);
  if (!responseNeedsNormalization) return response;
  const incompleteResults = response.data.incomplete_results;
  const repositorySelection = response.data.repository_selection;
  const totalCount = response.data.total_count;
  const totalCommits = response.data.total_commits;
  delete response.data.incomplete_results;
  delete response.data.repository_selection;
  delete response.data.total_count;
  delete response.data.total_commits;
  const namespaceKey = Object.keys(response.data)[0];
  const data = response.data[namespaceKey];
  response.data = data;
  if (typeof incompleteResults !== "undefined") {
    response.data.incomplete_results = incompleteResults;
  }
  if (typeof repositorySelection !== "undefined") {
    response.data.repository_selection = repositorySelection;
  }
  response.data.total_count = totalCount;
  response.data.total_commits = totalCommits;
  return response;
}
function iterator(octokit, route, parameters) {
  const options = typeof route === "function" ? route.endpoint(parameters) : octokit.request.endpoint(route, parameters);
  const requestMethod = typeof route === "function" ? route : octokit.request;
  const method = options.method;
  const headers = options.headers;
  let url = options.url;
  return {
    [Symbol.asyncIterator]: () => ({
      async next() {
        if (!url) return { done: true };
        try {
          const response = await requestMethod({ method, url, headers });
          const normalizedResponse = normalizePaginatedListResponse(response);
          url = ((normalizedResponse.headers.link || "").match(
            /<([^<>]+)>;\s*rel="next"/
          ) || [])[1];
          if (!url && "total_commits" in normalizedResponse.data) {
            const parsedUrl = new URL(normalizedResponse.url);
            const params = parsedUrl.searchParams;
            const page = parseInt(params.get("page") || "1", 10);
            const per_page = parseInt(params.get("per_page") || "250", 10);
            if (page * per_page < normalizedResponse.data.total_commits) {
              params.set("page", String(page + 1));
              url = parsedUrl.toString();
            }
          }
          return { value: normalizedResponse };
        } catch (error2) {
          if (error2.status !== 409) throw error2;
          url = "";
          return {
            value: {
              status: 200,
              headers: {},
              data: []
            }
          };
        }
      }
    })
  };
}
function paginate(octokit, route, parameters, mapFn) {
  if (typeof parameters === "function") {
    mapFn = parameters;
    parameters = void 0;
  }
  return gather(
    octokit,
    [],
    iterator(octokit, route, parameters)[Symbol.asyncIterator](),
    mapFn
  );
}
function gather(octokit, results, iterator2, mapFn) {
  return iterator2.next().then((result) => {
    if (result.done) {
      return results;
    }
    let earlyExit = false;
    function done() {
      earlyExit = true;
    }
    results = results.concat(
      mapFn ? mapFn(result.value, done) : result.value.data
    );
    if (earlyExit) {
      return results;
    }
    return gather(octokit, results, iterator2, mapFn);
  });
}
var composePaginateRest = Object.assign(paginate, {
  iterator
});
function paginateRest(octokit) {
  return {
    paginate: Object.assign(paginate.bind(null, octokit), {
      iterator: iterator.bind(null, octokit)
    })
  };
}
paginateRest.VERSION = VERSION8;

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/version.js
var VERSION9 = "17.0.0";

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/generated/endpoints.js
var Endpoints = {
  actions: {
    addCustomLabelsToSelfHostedRunnerForOrg: [
      "POST /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    addCustomLabelsToSelfHostedRunnerForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    addRepoAccessToSelfHostedRunnerGroupInOrg: [
      "PUT /orgs/{org}/actions/runner-groups/{runner_group_id}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    approveWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/approve"
    ],
    cancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/cancel"
    ],
    createEnvironmentVariable: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    createHostedRunnerForOrg: ["POST /orgs/{org}/actions/hosted-runners"],
    createOrUpdateEnvironmentSecret: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    createOrUpdateOrgSecret: ["PUT /orgs/{org}/actions/secrets/{secret_name}"],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    createOrgVariable: ["POST /orgs/{org}/actions/variables"],
    createRegistrationTokenForOrg: [
      "POST /orgs/{org}/actions/runners/registration-token"
    ],
    createRegistrationTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/registration-token"
    ],
    createRemoveTokenForOrg: ["POST /orgs/{org}/actions/runners/remove-token"],
    createRemoveTokenForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/remove-token"
    ],
    createRepoVariable: ["POST /repos/{owner}/{repo}/actions/variables"],
    createWorkflowDispatch: [
      "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches"
    ],
    deleteActionsCacheById: [
      "DELETE /repos/{owner}/{repo}/actions/caches/{cache_id}"
    ],
    deleteActionsCacheByKey: [
      "DELETE /repos/{owner}/{repo}/actions/caches{?key,ref}"
    ],
    deleteArtifact: [
      "DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"
    ],
    deleteCustomImageFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    deleteCustomImageVersionFromOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    deleteEnvironmentSecret: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    deleteEnvironmentVariable: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    deleteHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/actions/secrets/{secret_name}"],
    deleteOrgVariable: ["DELETE /orgs/{org}/actions/variables/{name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/actions/secrets/{secret_name}"
    ],
    deleteRepoVariable: [
      "DELETE /repos/{owner}/{repo}/actions/variables/{name}"
    ],
    deleteSelfHostedRunnerFromOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}"
    ],
    deleteSelfHostedRunnerFromRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    deleteWorkflowRun: ["DELETE /repos/{owner}/{repo}/actions/runs/{run_id}"],
    deleteWorkflowRunLogs: [
      "DELETE /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    disableSelectedRepositoryGithubActionsOrganization: [
      "DELETE /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    disableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/disable"
    ],
    downloadArtifact: [
      "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}"
    ],
    downloadJobLogsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs"
    ],
    downloadWorkflowRunAttemptLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/logs"
    ],
    downloadWorkflowRunLogs: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/logs"
    ],
    enableSelectedRepositoryGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories/{repository_id}"
    ],
    enableWorkflow: [
      "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable"
    ],
    forceCancelWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/force-cancel"
    ],
    generateRunnerJitconfigForOrg: [
      "POST /orgs/{org}/actions/runners/generate-jitconfig"
    ],
    generateRunnerJitconfigForRepo: [
      "POST /repos/{owner}/{repo}/actions/runners/generate-jitconfig"
    ],
    getActionsCacheList: ["GET /repos/{owner}/{repo}/actions/caches"],
    getActionsCacheUsage: ["GET /repos/{owner}/{repo}/actions/cache/usage"],
    getActionsCacheUsageByRepoForOrg: [
      "GET /orgs/{org}/actions/cache/usage-by-repository"
    ],
    getActionsCacheUsageForOrg: ["GET /orgs/{org}/actions/cache/usage"],
    getAllowedActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/selected-actions"
    ],
    getAllowedActionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    getArtifact: ["GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}"],
    getCustomImageForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}"
    ],
    getCustomImageVersionForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions/{version}"
    ],
    getCustomOidcSubClaimForRepo: [
      "GET /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    getEnvironmentPublicKey: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/public-key"
    ],
    getEnvironmentSecret: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets/{secret_name}"
    ],
    getEnvironmentVariable: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    getGithubActionsDefaultWorkflowPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions/workflow"
    ],
    getGithubActionsDefaultWorkflowPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    getGithubActionsPermissionsOrganization: [
      "GET /orgs/{org}/actions/permissions"
    ],
    getGithubActionsPermissionsRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions"
    ],
    getHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    getHostedRunnersGithubOwnedImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/github-owned"
    ],
    getHostedRunnersLimitsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/limits"
    ],
    getHostedRunnersMachineSpecsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/machine-sizes"
    ],
    getHostedRunnersPartnerImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/partner"
    ],
    getHostedRunnersPlatformsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/platforms"
    ],
    getJobForWorkflowRun: ["GET /repos/{owner}/{repo}/actions/jobs/{job_id}"],
    getOrgPublicKey: ["GET /orgs/{org}/actions/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/actions/secrets/{secret_name}"],
    getOrgVariable: ["GET /orgs/{org}/actions/variables/{name}"],
    getPendingDeploymentsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    getRepoPermissions: [
      "GET /repos/{owner}/{repo}/actions/permissions",
      {},
      { renamed: ["actions", "getGithubActionsPermissionsRepository"] }
    ],
    getRepoPublicKey: ["GET /repos/{owner}/{repo}/actions/secrets/public-key"],
    getRepoSecret: ["GET /repos/{owner}/{repo}/actions/secrets/{secret_name}"],
    getRepoVariable: ["GET /repos/{owner}/{repo}/actions/variables/{name}"],
    getReviewsForRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/approvals"
    ],
    getSelfHostedRunnerForOrg: ["GET /orgs/{org}/actions/runners/{runner_id}"],
    getSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}"
    ],
    getWorkflow: ["GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}"],
    getWorkflowAccessToRepository: [
      "GET /repos/{owner}/{repo}/actions/permissions/access"
    ],
    getWorkflowRun: ["GET /repos/{owner}/{repo}/actions/runs/{run_id}"],
    getWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}"
    ],
    getWorkflowRunUsage: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/timing"
    ],
    getWorkflowUsage: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/timing"
    ],
    listArtifactsForRepo: ["GET /repos/{owner}/{repo}/actions/artifacts"],
    listCustomImageVersionsForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom/{image_definition_id}/versions"
    ],
    listCustomImagesForOrg: [
      "GET /orgs/{org}/actions/hosted-runners/images/custom"
    ],
    listEnvironmentSecrets: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/secrets"
    ],
    listEnvironmentVariables: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/variables"
    ],
    listGithubHostedRunnersInGroupForOrg: [
      "GET /orgs/{org}/actions/runner-groups/{runner_group_id}/hosted-runners"
    ],
    listHostedRunnersForOrg: ["GET /orgs/{org}/actions/hosted-runners"],
    listJobsForWorkflowRun: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/jobs"
    ],
    listJobsForWorkflowRunAttempt: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/attempts/{attempt_number}/jobs"
    ],
    listLabelsForSelfHostedRunnerForOrg: [
      "GET /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    listLabelsForSelfHostedRunnerForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    listOrgSecrets: ["GET /orgs/{org}/actions/secrets"],
    listOrgVariables: ["GET /orgs/{org}/actions/variables"],
    listRepoOrganizationSecrets: [
      "GET /repos/{owner}/{repo}/actions/organization-secrets"
    ],
    listRepoOrganizationVariables: [
      "GET /repos/{owner}/{repo}/actions/organization-variables"
    ],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/actions/secrets"],
    listRepoVariables: ["GET /repos/{owner}/{repo}/actions/variables"],
    listRepoWorkflows: ["GET /repos/{owner}/{repo}/actions/workflows"],
    listRunnerApplicationsForOrg: ["GET /orgs/{org}/actions/runners/downloads"],
    listRunnerApplicationsForRepo: [
      "GET /repos/{owner}/{repo}/actions/runners/downloads"
    ],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    listSelectedReposForOrgVariable: [
      "GET /orgs/{org}/actions/variables/{name}/repositories"
    ],
    listSelectedRepositoriesEnabledGithubActionsOrganization: [
      "GET /orgs/{org}/actions/permissions/repositories"
    ],
    listSelfHostedRunnersForOrg: ["GET /orgs/{org}/actions/runners"],
    listSelfHostedRunnersForRepo: ["GET /repos/{owner}/{repo}/actions/runners"],
    listWorkflowRunArtifacts: [
      "GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts"
    ],
    listWorkflowRuns: [
      "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs"
    ],
    listWorkflowRunsForRepo: ["GET /repos/{owner}/{repo}/actions/runs"],
    reRunJobForWorkflowRun: [
      "POST /repos/{owner}/{repo}/actions/jobs/{job_id}/rerun"
    ],
    reRunWorkflow: ["POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun"],
    reRunWorkflowFailedJobs: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/rerun-failed-jobs"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    removeAllCustomLabelsFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    removeCustomLabelFromSelfHostedRunnerForOrg: [
      "DELETE /orgs/{org}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeCustomLabelFromSelfHostedRunnerForRepo: [
      "DELETE /repos/{owner}/{repo}/actions/runners/{runner_id}/labels/{name}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/actions/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgVariable: [
      "DELETE /orgs/{org}/actions/variables/{name}/repositories/{repository_id}"
    ],
    reviewCustomGatesForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/deployment_protection_rule"
    ],
    reviewPendingDeploymentsForRun: [
      "POST /repos/{owner}/{repo}/actions/runs/{run_id}/pending_deployments"
    ],
    setAllowedActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/selected-actions"
    ],
    setAllowedActionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/selected-actions"
    ],
    setCustomLabelsForSelfHostedRunnerForOrg: [
      "PUT /orgs/{org}/actions/runners/{runner_id}/labels"
    ],
    setCustomLabelsForSelfHostedRunnerForRepo: [
      "PUT /repos/{owner}/{repo}/actions/runners/{runner_id}/labels"
    ],
    setCustomOidcSubClaimForRepo: [
      "PUT /repos/{owner}/{repo}/actions/oidc/customization/sub"
    ],
    setGithubActionsDefaultWorkflowPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/workflow"
    ],
    setGithubActionsDefaultWorkflowPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/workflow"
    ],
    setGithubActionsPermissionsOrganization: [
      "PUT /orgs/{org}/actions/permissions"
    ],
    setGithubActionsPermissionsRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/actions/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgVariable: [
      "PUT /orgs/{org}/actions/variables/{name}/repositories"
    ],
    setSelectedRepositoriesEnabledGithubActionsOrganization: [
      "PUT /orgs/{org}/actions/permissions/repositories"
    ],
    setWorkflowAccessToRepository: [
      "PUT /repos/{owner}/{repo}/actions/permissions/access"
    ],
    updateEnvironmentVariable: [
      "PATCH /repos/{owner}/{repo}/environments/{environment_name}/variables/{name}"
    ],
    updateHostedRunnerForOrg: [
      "PATCH /orgs/{org}/actions/hosted-runners/{hosted_runner_id}"
    ],
    updateOrgVariable: ["PATCH /orgs/{org}/actions/variables/{name}"],
    updateRepoVariable: [
      "PATCH /repos/{owner}/{repo}/actions/variables/{name}"
    ]
  },
  activity: {
    checkRepoIsStarredByAuthenticatedUser: ["GET /user/starred/{owner}/{repo}"],
    deleteRepoSubscription: ["DELETE /repos/{owner}/{repo}/subscription"],
    deleteThreadSubscription: [
      "DELETE /notifications/threads/{thread_id}/subscription"
    ],
    getFeeds: ["GET /feeds"],
    getRepoSubscription: ["GET /repos/{owner}/{repo}/subscription"],
    getThread: ["GET /notifications/threads/{thread_id}"],
    getThreadSubscriptionForAuthenticatedUser: [
      "GET /notifications/threads/{thread_id}/subscription"
    ],
    listEventsForAuthenticatedUser: ["GET /users/{username}/events"],
    listNotificationsForAuthenticatedUser: ["GET /notifications"],
    listOrgEventsForAuthenticatedUser: [
      "GET /users/{username}/events/orgs/{org}"
    ],
    listPublicEvents: ["GET /events"],
    listPublicEventsForRepoNetwork: ["GET /networks/{owner}/{repo}/events"],
    listPublicEventsForUser: ["GET /users/{username}/events/public"],
    listPublicOrgEvents: ["GET /orgs/{org}/events"],
    listReceivedEventsForUser: ["GET /users/{username}/received_events"],
    listReceivedPublicEventsForUser: [
      "GET /users/{username}/received_events/public"
    ],
    listRepoEvents: ["GET /repos/{owner}/{repo}/events"],
    listRepoNotificationsForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/notifications"
    ],
    listReposStarredByAuthenticatedUser: ["GET /user/starred"],
    listReposStarredByUser: ["GET /users/{username}/starred"],
    listReposWatchedByUser: ["GET /users/{username}/subscriptions"],
    listStargazersForRepo: ["GET /repos/{owner}/{repo}/stargazers"],
    listWatchedReposForAuthenticatedUser: ["GET /user/subscriptions"],
    listWatchersForRepo: ["GET /repos/{owner}/{repo}/subscribers"],
    markNotificationsAsRead: ["PUT /notifications"],
    markRepoNotificationsAsRead: ["PUT /repos/{owner}/{repo}/notifications"],
    markThreadAsDone: ["DELETE /notifications/threads/{thread_id}"],
    markThreadAsRead: ["PATCH /notifications/threads/{thread_id}"],
    setRepoSubscription: ["PUT /repos/{owner}/{repo}/subscription"],
    setThreadSubscription: [
      "PUT /notifications/threads/{thread_id}/subscription"
    ],
    starRepoForAuthenticatedUser: ["PUT /user/starred/{owner}/{repo}"],
    unstarRepoForAuthenticatedUser: ["DELETE /user/starred/{owner}/{repo}"]
  },
  apps: {
    addRepoToInstallation: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "addRepoToInstallationForAuthenticatedUser"] }
    ],
    addRepoToInstallationForAuthenticatedUser: [
      "PUT /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    checkToken: ["POST /applications/{client_id}/token"],
    createFromManifest: ["POST /app-manifests/{code}/conversions"],
    createInstallationAccessToken: [
      "POST /app/installations/{installation_id}/access_tokens"
    ],
    deleteAuthorization: ["DELETE /applications/{client_id}/grant"],
    deleteInstallation: ["DELETE /app/installations/{installation_id}"],
    deleteToken: ["DELETE /applications/{client_id}/token"],
    getAuthenticated: ["GET /app"],
    getBySlug: ["GET /apps/{app_slug}"],
    getInstallation: ["GET /app/installations/{installation_id}"],
    getOrgInstallation: ["GET /orgs/{org}/installation"],
    getRepoInstallation: ["GET /repos/{owner}/{repo}/installation"],
    getSubscriptionPlanForAccount: [
      "GET /marketplace_listing/accounts/{account_id}"
    ],
    getSubscriptionPlanForAccountStubbed: [
      "GET /marketplace_listing/stubbed/accounts/{account_id}"
    ],
    getUserInstallation: ["GET /users/{username}/installation"],
    getWebhookConfigForApp: ["GET /app/hook/config"],
    getWebhookDelivery: ["GET /app/hook/deliveries/{delivery_id}"],
    listAccountsForPlan: ["GET /marketplace_listing/plans/{plan_id}/accounts"],
    listAccountsForPlanStubbed: [
      "GET /marketplace_listing/stubbed/plans/{plan_id}/accounts"
    ],
    listInstallationReposForAuthenticatedUser: [
      "GET /user/installations/{installation_id}/repositories"
    ],
    listInstallationRequestsForAuthenticatedApp: [
      "GET /app/installation-requests"
    ],
    listInstallations: ["GET /app/installations"],
    listInstallationsForAuthenticatedUser: ["GET /user/installations"],
    listPlans: ["GET /marketplace_listing/plans"],
    listPlansStubbed: ["GET /marketplace_listing/stubbed/plans"],
    listReposAccessibleToInstallation: ["GET /installation/repositories"],
    listSubscriptionsForAuthenticatedUser: ["GET /user/marketplace_purchases"],
    listSubscriptionsForAuthenticatedUserStubbed: [
      "GET /user/marketplace_purchases/stubbed"
    ],
    listWebhookDeliveries: ["GET /app/hook/deliveries"],
    redeliverWebhookDelivery: [
      "POST /app/hook/deliveries/{delivery_id}/attempts"
    ],
    removeRepoFromInstallation: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}",
      {},
      { renamed: ["apps", "removeRepoFromInstallationForAuthenticatedUser"] }
    ],
    removeRepoFromInstallationForAuthenticatedUser: [
      "DELETE /user/installations/{installation_id}/repositories/{repository_id}"
    ],
    resetToken: ["PATCH /applications/{client_id}/token"],
    revokeInstallationAccessToken: ["DELETE /installation/token"],
    scopeToken: ["POST /applications/{client_id}/token/scoped"],
    suspendInstallation: ["PUT /app/installations/{installation_id}/suspended"],
    unsuspendInstallation: [
      "DELETE /app/installations/{installation_id}/suspended"
    ],
    updateWebhookConfigForApp: ["PATCH /app/hook/config"]
  },
  billing: {
    getGithubActionsBillingOrg: ["GET /orgs/{org}/settings/billing/actions"],
    getGithubActionsBillingUser: [
      "GET /users/{username}/settings/billing/actions"
    ],
    getGithubBillingPremiumRequestUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/premium_request/usage"
    ],
    getGithubBillingPremiumRequestUsageReportUser: [
      "GET /users/{username}/settings/billing/premium_request/usage"
    ],
    getGithubBillingUsageReportOrg: [
      "GET /organizations/{org}/settings/billing/usage"
    ],
    getGithubBillingUsageReportUser: [
      "GET /users/{username}/settings/billing/usage"
    ],
    getGithubPackagesBillingOrg: ["GET /orgs/{org}/settings/billing/packages"],
    getGithubPackagesBillingUser: [
      "GET /users/{username}/settings/billing/packages"
    ],
    getSharedStorageBillingOrg: [
      "GET /orgs/{org}/settings/billing/shared-storage"
    ],
    getSharedStorageBillingUser: [
      "GET /users/{username}/settings/billing/shared-storage"
    ]
  },
  campaigns: {
    createCampaign: ["POST /orgs/{org}/campaigns"],
    deleteCampaign: ["DELETE /orgs/{org}/campaigns/{campaign_number}"],
    getCampaignSummary: ["GET /orgs/{org}/campaigns/{campaign_number}"],
    listOrgCampaigns: ["GET /orgs/{org}/campaigns"],
    updateCampaign: ["PATCH /orgs/{org}/campaigns/{campaign_number}"]
  },
  checks: {
    create: ["POST /repos/{owner}/{repo}/check-runs"],
    createSuite: ["POST /repos/{owner}/{repo}/check-suites"],
    get: ["GET /repos/{owner}/{repo}/check-runs/{check_run_id}"],
    getSuite: ["GET /repos/{owner}/{repo}/check-suites/{check_suite_id}"],
    listAnnotations: [
      "GET /repos/{owner}/{repo}/check-runs/{check_run_id}/annotations"
    ],
    listForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-runs"],
    listForSuite: [
      "GET /repos/{owner}/{repo}/check-suites/{check_suite_id}/check-runs"
    ],
    listSuitesForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/check-suites"],
    rerequestRun: [
      "POST /repos/{owner}/{repo}/check-runs/{check_run_id}/rerequest"
    ],
    rerequestSuite: [
      "POST /repos/{owner}/{repo}/check-suites/{check_suite_id}/rerequest"
    ],
    setSuitesPreferences: [
      "PATCH /repos/{owner}/{repo}/check-suites/preferences"
    ],
    update: ["PATCH /repos/{owner}/{repo}/check-runs/{check_run_id}"]
  },
  codeScanning: {
    commitAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix/commits"
    ],
    createAutofix: [
      "POST /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    createVariantAnalysis: [
      "POST /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses"
    ],
    deleteAnalysis: [
      "DELETE /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}{?confirm_delete}"
    ],
    deleteCodeqlDatabase: [
      "DELETE /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}",
      {},
      { renamedParameters: { alert_id: "alert_number" } }
    ],
    getAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/analyses/{analysis_id}"
    ],
    getAutofix: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/autofix"
    ],
    getCodeqlDatabase: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases/{language}"
    ],
    getDefaultSetup: ["GET /repos/{owner}/{repo}/code-scanning/default-setup"],
    getSarif: ["GET /repos/{owner}/{repo}/code-scanning/sarifs/{sarif_id}"],
    getVariantAnalysis: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}"
    ],
    getVariantAnalysisRepoTask: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/variant-analyses/{codeql_variant_analysis_id}/repos/{repo_owner}/{repo_name}"
    ],
    listAlertInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/code-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/code-scanning/alerts"],
    listAlertsInstances: [
      "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}/instances",
      {},
      { renamed: ["codeScanning", "listAlertInstances"] }
    ],
    listCodeqlDatabases: [
      "GET /repos/{owner}/{repo}/code-scanning/codeql/databases"
    ],
    listRecentAnalyses: ["GET /repos/{owner}/{repo}/code-scanning/analyses"],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/code-scanning/alerts/{alert_number}"
    ],
    updateDefaultSetup: [
      "PATCH /repos/{owner}/{repo}/code-scanning/default-setup"
    ],
    uploadSarif: ["POST /repos/{owner}/{repo}/code-scanning/sarifs"]
  },
  codeSecurity: {
    attachConfiguration: [
      "POST /orgs/{org}/code-security/configurations/{configuration_id}/attach"
    ],
    attachEnterpriseConfiguration: [
      "POST /enterprises/{enterprise}/code-security/configurations/{configuration_id}/attach"
    ],
    createConfiguration: ["POST /orgs/{org}/code-security/configurations"],
    createConfigurationForEnterprise: [
      "POST /enterprises/{enterprise}/code-security/configurations"
    ],
    deleteConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    deleteConfigurationForEnterprise: [
      "DELETE /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    detachConfiguration: [
      "DELETE /orgs/{org}/code-security/configurations/detach"
    ],
    getConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    getConfigurationForRepository: [
      "GET /repos/{owner}/{repo}/code-security-configuration"
    ],
    getConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations"
    ],
    getConfigurationsForOrg: ["GET /orgs/{org}/code-security/configurations"],
    getDefaultConfigurations: [
      "GET /orgs/{org}/code-security/configurations/defaults"
    ],
    getDefaultConfigurationsForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/defaults"
    ],
    getRepositoriesForConfiguration: [
      "GET /orgs/{org}/code-security/configurations/{configuration_id}/repositories"
    ],
    getRepositoriesForEnterpriseConfiguration: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}/repositories"
    ],
    getSingleConfigurationForEnterprise: [
      "GET /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ],
    setConfigurationAsDefault: [
      "PUT /orgs/{org}/code-security/configurations/{configuration_id}/defaults"
    ],
    setConfigurationAsDefaultForEnterprise: [
      "PUT /enterprises/{enterprise}/code-security/configurations/{configuration_id}/defaults"
    ],
    updateConfiguration: [
      "PATCH /orgs/{org}/code-security/configurations/{configuration_id}"
    ],
    updateEnterpriseConfiguration: [
      "PATCH /enterprises/{enterprise}/code-security/configurations/{configuration_id}"
    ]
  },
  codesOfConduct: {
    getAllCodesOfConduct: ["GET /codes_of_conduct"],
    getConductCode: ["GET /codes_of_conduct/{key}"]
  },
  codespaces: {
    addRepositoryForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    checkPermissionsForDevcontainer: [
      "GET /repos/{owner}/{repo}/codespaces/permissions_check"
    ],
    codespaceMachinesForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/machines"
    ],
    createForAuthenticatedUser: ["POST /user/codespaces"],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    createOrUpdateSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}"
    ],
    createWithPrForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/codespaces"
    ],
    createWithRepoForAuthenticatedUser: [
      "POST /repos/{owner}/{repo}/codespaces"
    ],
    deleteForAuthenticatedUser: ["DELETE /user/codespaces/{codespace_name}"],
    deleteFromOrganization: [
      "DELETE /orgs/{org}/members/{username}/codespaces/{codespace_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/codespaces/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    deleteSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}"
    ],
    exportForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/exports"
    ],
    getCodespacesForUserInOrg: [
      "GET /orgs/{org}/members/{username}/codespaces"
    ],
    getExportDetailsForAuthenticatedUser: [
      "GET /user/codespaces/{codespace_name}/exports/{export_id}"
    ],
    getForAuthenticatedUser: ["GET /user/codespaces/{codespace_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/codespaces/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/codespaces/secrets/{secret_name}"],
    getPublicKeyForAuthenticatedUser: [
      "GET /user/codespaces/secrets/public-key"
    ],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/codespaces/secrets/{secret_name}"
    ],
    getSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}"
    ],
    listDevcontainersInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/devcontainers"
    ],
    listForAuthenticatedUser: ["GET /user/codespaces"],
    listInOrganization: [
      "GET /orgs/{org}/codespaces",
      {},
      { renamedParameters: { org_id: "org" } }
    ],
    listInRepositoryForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces"
    ],
    listOrgSecrets: ["GET /orgs/{org}/codespaces/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/codespaces/secrets"],
    listRepositoriesForSecretForAuthenticatedUser: [
      "GET /user/codespaces/secrets/{secret_name}/repositories"
    ],
    listSecretsForAuthenticatedUser: ["GET /user/codespaces/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    preFlightWithRepoForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/new"
    ],
    publishForAuthenticatedUser: [
      "POST /user/codespaces/{codespace_name}/publish"
    ],
    removeRepositoryForSecretForAuthenticatedUser: [
      "DELETE /user/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/codespaces/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repoMachinesForAuthenticatedUser: [
      "GET /repos/{owner}/{repo}/codespaces/machines"
    ],
    setRepositoriesForSecretForAuthenticatedUser: [
      "PUT /user/codespaces/secrets/{secret_name}/repositories"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/codespaces/secrets/{secret_name}/repositories"
    ],
    startForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/start"],
    stopForAuthenticatedUser: ["POST /user/codespaces/{codespace_name}/stop"],
    stopInOrganization: [
      "POST /orgs/{org}/members/{username}/codespaces/{codespace_name}/stop"
    ],
    updateForAuthenticatedUser: ["PATCH /user/codespaces/{codespace_name}"]
  },
  copilot: {
    addCopilotSeatsForTeams: [
      "POST /orgs/{org}/copilot/billing/selected_teams"
    ],
    addCopilotSeatsForUsers: [
      "POST /orgs/{org}/copilot/billing/selected_users"
    ],
    cancelCopilotSeatAssignmentForTeams: [
      "DELETE /orgs/{org}/copilot/billing/selected_teams"
    ],
    cancelCopilotSeatAssignmentForUsers: [
      "DELETE /orgs/{org}/copilot/billing/selected_users"
    ],
    copilotMetricsForOrganization: ["GET /orgs/{org}/copilot/metrics"],
    copilotMetricsForTeam: ["GET /orgs/{org}/team/{team_slug}/copilot/metrics"],
    getCopilotOrganizationDetails: ["GET /orgs/{org}/copilot/billing"],
    getCopilotSeatDetailsForUser: [
      "GET /orgs/{org}/members/{username}/copilot"
    ],
    listCopilotSeats: ["GET /orgs/{org}/copilot/billing/seats"]
  },
  credentials: { revoke: ["POST /credentials/revoke"] },
  dependabot: {
    addSelectedRepoToOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    createOrUpdateOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}"
    ],
    createOrUpdateRepoSecret: [
      "PUT /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    deleteOrgSecret: ["DELETE /orgs/{org}/dependabot/secrets/{secret_name}"],
    deleteRepoSecret: [
      "DELETE /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    getAlert: ["GET /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"],
    getOrgPublicKey: ["GET /orgs/{org}/dependabot/secrets/public-key"],
    getOrgSecret: ["GET /orgs/{org}/dependabot/secrets/{secret_name}"],
    getRepoPublicKey: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/public-key"
    ],
    getRepoSecret: [
      "GET /repos/{owner}/{repo}/dependabot/secrets/{secret_name}"
    ],
    listAlertsForEnterprise: [
      "GET /enterprises/{enterprise}/dependabot/alerts"
    ],
    listAlertsForOrg: ["GET /orgs/{org}/dependabot/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/dependabot/alerts"],
    listOrgSecrets: ["GET /orgs/{org}/dependabot/secrets"],
    listRepoSecrets: ["GET /repos/{owner}/{repo}/dependabot/secrets"],
    listSelectedReposForOrgSecret: [
      "GET /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    removeSelectedRepoFromOrgSecret: [
      "DELETE /orgs/{org}/dependabot/secrets/{secret_name}/repositories/{repository_id}"
    ],
    repositoryAccessForOrg: [
      "GET /organizations/{org}/dependabot/repository-access"
    ],
    setRepositoryAccessDefaultLevel: [
      "PUT /organizations/{org}/dependabot/repository-access/default-level"
    ],
    setSelectedReposForOrgSecret: [
      "PUT /orgs/{org}/dependabot/secrets/{secret_name}/repositories"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/dependabot/alerts/{alert_number}"
    ],
    updateRepositoryAccessForOrg: [
      "PATCH /organizations/{org}/dependabot/repository-access"
    ]
  },
  dependencyGraph: {
    createRepositorySnapshot: [
      "POST /repos/{owner}/{repo}/dependency-graph/snapshots"
    ],
    diffRange: [
      "GET /repos/{owner}/{repo}/dependency-graph/compare/{basehead}"
    ],
    exportSbom: ["GET /repos/{owner}/{repo}/dependency-graph/sbom"]
  },
  emojis: { get: ["GET /emojis"] },
  enterpriseTeamMemberships: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/remove"
    ],
    get: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ],
    list: ["GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships"],
    remove: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}"
    ]
  },
  enterpriseTeamOrganizations: {
    add: [
      "PUT /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    bulkAdd: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/add"
    ],
    bulkRemove: [
      "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/remove"
    ],
    delete: [
      "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignment: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}"
    ],
    getAssignments: [
      "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations"
    ]
  },
  enterpriseTeams: {
    create: ["POST /enterprises/{enterprise}/teams"],
    delete: ["DELETE /enterprises/{enterprise}/teams/{team_slug}"],
    get: ["GET /enterprises/{enterprise}/teams/{team_slug}"],
    list: ["GET /enterprises/{enterprise}/teams"],
    update: ["PATCH /enterprises/{enterprise}/teams/{team_slug}"]
  },
  gists: {
    checkIsStarred: ["GET /gists/{gist_id}/star"],
    create: ["POST /gists"],
    createComment: ["POST /gists/{gist_id}/comments"],
    delete: ["DELETE /gists/{gist_id}"],
    deleteComment: ["DELETE /gists/{gist_id}/comments/{comment_id}"],
    fork: ["POST /gists/{gist_id}/forks"],
    get: ["GET /gists/{gist_id}"],
    getComment: ["GET /gists/{gist_id}/comments/{comment_id}"],
    getRevision: ["GET /gists/{gist_id}/{sha}"],
    list: ["GET /gists"],
    listComments: ["GET /gists/{gist_id}/comments"],
    listCommits: ["GET /gists/{gist_id}/commits"],
    listForUser: ["GET /users/{username}/gists"],
    listForks: ["GET /gists/{gist_id}/forks"],
    listPublic: ["GET /gists/public"],
    listStarred: ["GET /gists/starred"],
    star: ["PUT /gists/{gist_id}/star"],
    unstar: ["DELETE /gists/{gist_id}/star"],
    update: ["PATCH /gists/{gist_id}"],
    updateComment: ["PATCH /gists/{gist_id}/comments/{comment_id}"]
  },
  git: {
    createBlob: ["POST /repos/{owner}/{repo}/git/blobs"],
    createCommit: ["POST /repos/{owner}/{repo}/git/commits"],
    createRef: ["POST /repos/{owner}/{repo}/git/refs"],
    createTag: ["POST /repos/{owner}/{repo}/git/tags"],
    createTree: ["POST /repos/{owner}/{repo}/git/trees"],
    deleteRef: ["DELETE /repos/{owner}/{repo}/git/refs/{ref}"],
    getBlob: ["GET /repos/{owner}/{repo}/git/blobs/{file_sha}"],
    getCommit: ["GET /repos/{owner}/{repo}/git/commits/{commit_sha}"],
    getRef: ["GET /repos/{owner}/{repo}/git/ref/{ref}"],
    getTag: ["GET /repos/{owner}/{repo}/git/tags/{tag_sha}"],
    getTree: ["GET /repos/{owner}/{repo}/git/trees/{tree_sha}"],
    listMatchingRefs: ["GET /repos/{owner}/{repo}/git/matching-refs/{ref}"],
    updateRef: ["PATCH /repos/{owner}/{repo}/git/refs/{ref}"]
  },
  gitignore: {
    getAllTemplates: ["GET /gitignore/templates"],
    getTemplate: ["GET /gitignore/templates/{name}"]
  },
  hostedCompute: {
    createNetworkConfigurationForOrg: [
      "POST /orgs/{org}/settings/network-configurations"
    ],
    deleteNetworkConfigurationFromOrg: [
      "DELETE /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkConfigurationForOrg: [
      "GET /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ],
    getNetworkSettingsForOrg: [
      "GET /orgs/{org}/settings/network-settings/{network_settings_id}"
    ],
    listNetworkConfigurationsForOrg: [
      "GET /orgs/{org}/settings/network-configurations"
    ],
    updateNetworkConfigurationForOrg: [
      "PATCH /orgs/{org}/settings/network-configurations/{network_configuration_id}"
    ]
  },
  interactions: {
    getRestrictionsForAuthenticatedUser: ["GET /user/interaction-limits"],
    getRestrictionsForOrg: ["GET /orgs/{org}/interaction-limits"],
    getRestrictionsForRepo: ["GET /repos/{owner}/{repo}/interaction-limits"],
    getRestrictionsForYourPublicRepos: [
      "GET /user/interaction-limits",
      {},
      { renamed: ["interactions", "getRestrictionsForAuthenticatedUser"] }
    ],
    removeRestrictionsForAuthenticatedUser: ["DELETE /user/interaction-limits"],
    removeRestrictionsForOrg: ["DELETE /orgs/{org}/interaction-limits"],
    removeRestrictionsForRepo: [
      "DELETE /repos/{owner}/{repo}/interaction-limits"
    ],
    removeRestrictionsForYourPublicRepos: [
      "DELETE /user/interaction-limits",
      {},
      { renamed: ["interactions", "removeRestrictionsForAuthenticatedUser"] }
    ],
    setRestrictionsForAuthenticatedUser: ["PUT /user/interaction-limits"],
    setRestrictionsForOrg: ["PUT /orgs/{org}/interaction-limits"],
    setRestrictionsForRepo: ["PUT /repos/{owner}/{repo}/interaction-limits"],
    setRestrictionsForYourPublicRepos: [
      "PUT /user/interaction-limits",
      {},
      { renamed: ["interactions", "setRestrictionsForAuthenticatedUser"] }
    ]
  },
  issues: {
    addAssignees: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    addBlockedByDependency: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    addLabels: ["POST /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    addSubIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    checkUserCanBeAssigned: ["GET /repos/{owner}/{repo}/assignees/{assignee}"],
    checkUserCanBeAssignedToIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/assignees/{assignee}"
    ],
    create: ["POST /repos/{owner}/{repo}/issues"],
    createComment: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/comments"
    ],
    createLabel: ["POST /repos/{owner}/{repo}/labels"],
    createMilestone: ["POST /repos/{owner}/{repo}/milestones"],
    deleteComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}"
    ],
    deleteLabel: ["DELETE /repos/{owner}/{repo}/labels/{name}"],
    deleteMilestone: [
      "DELETE /repos/{owner}/{repo}/milestones/{milestone_number}"
    ],
    get: ["GET /repos/{owner}/{repo}/issues/{issue_number}"],
    getComment: ["GET /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    getEvent: ["GET /repos/{owner}/{repo}/issues/events/{event_id}"],
    getLabel: ["GET /repos/{owner}/{repo}/labels/{name}"],
    getMilestone: ["GET /repos/{owner}/{repo}/milestones/{milestone_number}"],
    getParent: ["GET /repos/{owner}/{repo}/issues/{issue_number}/parent"],
    list: ["GET /issues"],
    listAssignees: ["GET /repos/{owner}/{repo}/assignees"],
    listComments: ["GET /repos/{owner}/{repo}/issues/{issue_number}/comments"],
    listCommentsForRepo: ["GET /repos/{owner}/{repo}/issues/comments"],
    listDependenciesBlockedBy: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by"
    ],
    listDependenciesBlocking: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocking"
    ],
    listEvents: ["GET /repos/{owner}/{repo}/issues/{issue_number}/events"],
    listEventsForRepo: ["GET /repos/{owner}/{repo}/issues/events"],
    listEventsForTimeline: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/timeline"
    ],
    listForAuthenticatedUser: ["GET /user/issues"],
    listForOrg: ["GET /orgs/{org}/issues"],
    listForRepo: ["GET /repos/{owner}/{repo}/issues"],
    listLabelsForMilestone: [
      "GET /repos/{owner}/{repo}/milestones/{milestone_number}/labels"
    ],
    listLabelsForRepo: ["GET /repos/{owner}/{repo}/labels"],
    listLabelsOnIssue: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    listMilestones: ["GET /repos/{owner}/{repo}/milestones"],
    listSubIssues: [
      "GET /repos/{owner}/{repo}/issues/{issue_number}/sub_issues"
    ],
    lock: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    removeAllLabels: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels"
    ],
    removeAssignees: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/assignees"
    ],
    removeDependencyBlockedBy: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/dependencies/blocked_by/{issue_id}"
    ],
    removeLabel: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/labels/{name}"
    ],
    removeSubIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/sub_issue"
    ],
    reprioritizeSubIssue: [
      "PATCH /repos/{owner}/{repo}/issues/{issue_number}/sub_issues/priority"
    ],
    setLabels: ["PUT /repos/{owner}/{repo}/issues/{issue_number}/labels"],
    unlock: ["DELETE /repos/{owner}/{repo}/issues/{issue_number}/lock"],
    update: ["PATCH /repos/{owner}/{repo}/issues/{issue_number}"],
    updateComment: ["PATCH /repos/{owner}/{repo}/issues/comments/{comment_id}"],
    updateLabel: ["PATCH /repos/{owner}/{repo}/labels/{name}"],
    updateMilestone: [
      "PATCH /repos/{owner}/{repo}/milestones/{milestone_number}"
    ]
  },
  licenses: {
    get: ["GET /licenses/{license}"],
    getAllCommonlyUsed: ["GET /licenses"],
    getForRepo: ["GET /repos/{owner}/{repo}/license"]
  },
  markdown: {
    render: ["POST /markdown"],
    renderRaw: [
      "POST /markdown/raw",
      { headers: { "content-type": "text/plain; charset=utf-8" } }
    ]
  },
  meta: {
    get: ["GET /meta"],
    getAllVersions: ["GET /versions"],
    getOctocat: ["GET /octocat"],
    getZen: ["GET /zen"],
    root: ["GET /"]
  },
  migrations: {
    deleteArchiveForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/archive"
    ],
    deleteArchiveForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/archive"
    ],
    downloadArchiveForOrg: [
      "GET /orgs/{org}/migrations/{migration_id}/archive"
    ],
    getArchiveForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/archive"
    ],
    getStatusForAuthenticatedUser: ["GET /user/migrations/{migration_id}"],
    getStatusForOrg: ["GET /orgs/{org}/migrations/{migration_id}"],
    listForAuthenticatedUser: ["GET /user/migrations"],
    listForOrg: ["GET /orgs/{org}/migrations"],
    listReposForAuthenticatedUser: [
      "GET /user/migrations/{migration_id}/repositories"
    ],
    listReposForOrg: ["GET /orgs/{org}/migrations/{migration_id}/repositories"],
    listReposForUser: [
      "GET /user/migrations/{migration_id}/repositories",
      {},
      { renamed: ["migrations", "listReposForAuthenticatedUser"] }
    ],
    startForAuthenticatedUser: ["POST /user/migrations"],
    startForOrg: ["POST /orgs/{org}/migrations"],
    unlockRepoForAuthenticatedUser: [
      "DELETE /user/migrations/{migration_id}/repos/{repo_name}/lock"
    ],
    unlockRepoForOrg: [
      "DELETE /orgs/{org}/migrations/{migration_id}/repos/{repo_name}/lock"
    ]
  },
  oidc: {
    getOidcCustomSubTemplateForOrg: [
      "GET /orgs/{org}/actions/oidc/customization/sub"
    ],
    updateOidcCustomSubTemplateForOrg: [
      "PUT /orgs/{org}/actions/oidc/customization/sub"
    ]
  },
  orgs: {
    addSecurityManagerTeam: [
      "PUT /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.addSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#add-a-security-manager-team"
      }
    ],
    assignTeamToOrgRole: [
      "PUT /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    assignUserToOrgRole: [
      "PUT /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    blockUser: ["PUT /orgs/{org}/blocks/{username}"],
    cancelInvitation: ["DELETE /orgs/{org}/invitations/{invitation_id}"],
    checkBlockedUser: ["GET /orgs/{org}/blocks/{username}"],
    checkMembershipForUser: ["GET /orgs/{org}/members/{username}"],
    checkPublicMembershipForUser: ["GET /orgs/{org}/public_members/{username}"],
    convertMemberToOutsideCollaborator: [
      "PUT /orgs/{org}/outside_collaborators/{username}"
    ],
    createArtifactStorageRecord: [
      "POST /orgs/{org}/artifacts/metadata/storage-record"
    ],
    createInvitation: ["POST /orgs/{org}/invitations"],
    createIssueType: ["POST /orgs/{org}/issue-types"],
    createWebhook: ["POST /orgs/{org}/hooks"],
    customPropertiesForOrgsCreateOrUpdateOrganizationValues: [
      "PATCH /organizations/{org}/org-properties/values"
    ],
    customPropertiesForOrgsGetOrganizationValues: [
      "GET /organizations/{org}/org-properties/values"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinition: [
      "PUT /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationDefinitions: [
      "PATCH /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposCreateOrUpdateOrganizationValues: [
      "PATCH /orgs/{org}/properties/values"
    ],
    customPropertiesForReposDeleteOrganizationDefinition: [
      "DELETE /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinition: [
      "GET /orgs/{org}/properties/schema/{custom_property_name}"
    ],
    customPropertiesForReposGetOrganizationDefinitions: [
      "GET /orgs/{org}/properties/schema"
    ],
    customPropertiesForReposGetOrganizationValues: [
      "GET /orgs/{org}/properties/values"
    ],
    delete: ["DELETE /orgs/{org}"],
    deleteAttestationsBulk: ["POST /orgs/{org}/attestations/delete-request"],
    deleteAttestationsById: [
      "DELETE /orgs/{org}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /orgs/{org}/attestations/digest/{subject_digest}"
    ],
    deleteIssueType: ["DELETE /orgs/{org}/issue-types/{issue_type_id}"],
    deleteWebhook: ["DELETE /orgs/{org}/hooks/{hook_id}"],
    disableSelectedRepositoryImmutableReleasesOrganization: [
      "DELETE /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    enableSelectedRepositoryImmutableReleasesOrganization: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories/{repository_id}"
    ],
    get: ["GET /orgs/{org}"],
    getImmutableReleasesSettings: [
      "GET /orgs/{org}/settings/immutable-releases"
    ],
    getImmutableReleasesSettingsRepositories: [
      "GET /orgs/{org}/settings/immutable-releases/repositories"
    ],
    getMembershipForAuthenticatedUser: ["GET /user/memberships/orgs/{org}"],
    getMembershipForUser: ["GET /orgs/{org}/memberships/{username}"],
    getOrgRole: ["GET /orgs/{org}/organization-roles/{role_id}"],
    getOrgRulesetHistory: ["GET /orgs/{org}/rulesets/{ruleset_id}/history"],
    getOrgRulesetVersion: [
      "GET /orgs/{org}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getWebhook: ["GET /orgs/{org}/hooks/{hook_id}"],
    getWebhookConfigForOrg: ["GET /orgs/{org}/hooks/{hook_id}/config"],
    getWebhookDelivery: [
      "GET /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    list: ["GET /organizations"],
    listAppInstallations: ["GET /orgs/{org}/installations"],
    listArtifactStorageRecords: [
      "GET /orgs/{org}/artifacts/{subject_digest}/metadata/storage-records"
    ],
    listAttestationRepositories: ["GET /orgs/{org}/attestations/repositories"],
    listAttestations: ["GET /orgs/{org}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /orgs/{org}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedUsers: ["GET /orgs/{org}/blocks"],
    listFailedInvitations: ["GET /orgs/{org}/failed_invitations"],
    listForAuthenticatedUser: ["GET /user/orgs"],
    listForUser: ["GET /users/{username}/orgs"],
    listInvitationTeams: ["GET /orgs/{org}/invitations/{invitation_id}/teams"],
    listIssueTypes: ["GET /orgs/{org}/issue-types"],
    listMembers: ["GET /orgs/{org}/members"],
    listMembershipsForAuthenticatedUser: ["GET /user/memberships/orgs"],
    listOrgRoleTeams: ["GET /orgs/{org}/organization-roles/{role_id}/teams"],
    listOrgRoleUsers: ["GET /orgs/{org}/organization-roles/{role_id}/users"],
    listOrgRoles: ["GET /orgs/{org}/organization-roles"],
    listOrganizationFineGrainedPermissions: [
      "GET /orgs/{org}/organization-fine-grained-permissions"
    ],
    listOutsideCollaborators: ["GET /orgs/{org}/outside_collaborators"],
    listPatGrantRepositories: [
      "GET /orgs/{org}/personal-access-tokens/{pat_id}/repositories"
    ],
    listPatGrantRequestRepositories: [
      "GET /orgs/{org}/personal-access-token-requests/{pat_request_id}/repositories"
    ],
    listPatGrantRequests: ["GET /orgs/{org}/personal-access-token-requests"],
    listPatGrants: ["GET /orgs/{org}/personal-access-tokens"],
    listPendingInvitations: ["GET /orgs/{org}/invitations"],
    listPublicMembers: ["GET /orgs/{org}/public_members"],
    listSecurityManagerTeams: [
      "GET /orgs/{org}/security-managers",
      {},
      {
        deprecated: "octokit.rest.orgs.listSecurityManagerTeams() is deprecated, see https://docs.github.com/rest/orgs/security-managers#list-security-manager-teams"
      }
    ],
    listWebhookDeliveries: ["GET /orgs/{org}/hooks/{hook_id}/deliveries"],
    listWebhooks: ["GET /orgs/{org}/hooks"],
    pingWebhook: ["POST /orgs/{org}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /orgs/{org}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeMember: ["DELETE /orgs/{org}/members/{username}"],
    removeMembershipForUser: ["DELETE /orgs/{org}/memberships/{username}"],
    removeOutsideCollaborator: [
      "DELETE /orgs/{org}/outside_collaborators/{username}"
    ],
    removePublicMembershipForAuthenticatedUser: [
      "DELETE /orgs/{org}/public_members/{username}"
    ],
    removeSecurityManagerTeam: [
      "DELETE /orgs/{org}/security-managers/teams/{team_slug}",
      {},
      {
        deprecated: "octokit.rest.orgs.removeSecurityManagerTeam() is deprecated, see https://docs.github.com/rest/orgs/security-managers#remove-a-security-manager-team"
      }
    ],
    reviewPatGrantRequest: [
      "POST /orgs/{org}/personal-access-token-requests/{pat_request_id}"
    ],
    reviewPatGrantRequestsInBulk: [
      "POST /orgs/{org}/personal-access-token-requests"
    ],
    revokeAllOrgRolesTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}"
    ],
    revokeAllOrgRolesUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}"
    ],
    revokeOrgRoleTeam: [
      "DELETE /orgs/{org}/organization-roles/teams/{team_slug}/{role_id}"
    ],
    revokeOrgRoleUser: [
      "DELETE /orgs/{org}/organization-roles/users/{username}/{role_id}"
    ],
    setImmutableReleasesSettings: [
      "PUT /orgs/{org}/settings/immutable-releases"
    ],
    setImmutableReleasesSettingsRepositories: [
      "PUT /orgs/{org}/settings/immutable-releases/repositories"
    ],
    setMembershipForUser: ["PUT /orgs/{org}/memberships/{username}"],
    setPublicMembershipForAuthenticatedUser: [
      "PUT /orgs/{org}/public_members/{username}"
    ],
    unblockUser: ["DELETE /orgs/{org}/blocks/{username}"],
    update: ["PATCH /orgs/{org}"],
    updateIssueType: ["PUT /orgs/{org}/issue-types/{issue_type_id}"],
    updateMembershipForAuthenticatedUser: [
      "PATCH /user/memberships/orgs/{org}"
    ],
    updatePatAccess: ["POST /orgs/{org}/personal-access-tokens/{pat_id}"],
    updatePatAccesses: ["POST /orgs/{org}/personal-access-tokens"],
    updateWebhook: ["PATCH /orgs/{org}/hooks/{hook_id}"],
    updateWebhookConfigForOrg: ["PATCH /orgs/{org}/hooks/{hook_id}/config"]
  },
  packages: {
    deletePackageForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}"
    ],
    deletePackageForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    deletePackageForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}"
    ],
    deletePackageVersionForAuthenticatedUser: [
      "DELETE /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForOrg: [
      "DELETE /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    deletePackageVersionForUser: [
      "DELETE /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getAllPackageVersionsForAPackageOwnedByAnOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions",
      {},
      { renamed: ["packages", "getAllPackageVersionsForPackageOwnedByOrg"] }
    ],
    getAllPackageVersionsForAPackageOwnedByTheAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions",
      {},
      {
        renamed: [
          "packages",
          "getAllPackageVersionsForPackageOwnedByAuthenticatedUser"
        ]
      }
    ],
    getAllPackageVersionsForPackageOwnedByAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByOrg: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions"
    ],
    getAllPackageVersionsForPackageOwnedByUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions"
    ],
    getPackageForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}"
    ],
    getPackageForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}"
    ],
    getPackageForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}"
    ],
    getPackageVersionForAuthenticatedUser: [
      "GET /user/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForOrganization: [
      "GET /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    getPackageVersionForUser: [
      "GET /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}"
    ],
    listDockerMigrationConflictingPackagesForAuthenticatedUser: [
      "GET /user/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForOrganization: [
      "GET /orgs/{org}/docker/conflicts"
    ],
    listDockerMigrationConflictingPackagesForUser: [
      "GET /users/{username}/docker/conflicts"
    ],
    listPackagesForAuthenticatedUser: ["GET /user/packages"],
    listPackagesForOrganization: ["GET /orgs/{org}/packages"],
    listPackagesForUser: ["GET /users/{username}/packages"],
    restorePackageForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/restore{?token}"
    ],
    restorePackageVersionForAuthenticatedUser: [
      "POST /user/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForOrg: [
      "POST /orgs/{org}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ],
    restorePackageVersionForUser: [
      "POST /users/{username}/packages/{package_type}/{package_name}/versions/{package_version_id}/restore"
    ]
  },
  privateRegistries: {
    createOrgPrivateRegistry: ["POST /orgs/{org}/private-registries"],
    deleteOrgPrivateRegistry: [
      "DELETE /orgs/{org}/private-registries/{secret_name}"
    ],
    getOrgPrivateRegistry: ["GET /orgs/{org}/private-registries/{secret_name}"],
    getOrgPublicKey: ["GET /orgs/{org}/private-registries/public-key"],
    listOrgPrivateRegistries: ["GET /orgs/{org}/private-registries"],
    updateOrgPrivateRegistry: [
      "PATCH /orgs/{org}/private-registries/{secret_name}"
    ]
  },
  projects: {
    addItemForOrg: ["POST /orgs/{org}/projectsV2/{project_number}/items"],
    addItemForUser: [
      "POST /users/{username}/projectsV2/{project_number}/items"
    ],
    deleteItemForOrg: [
      "DELETE /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    deleteItemForUser: [
      "DELETE /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    getFieldForOrg: [
      "GET /orgs/{org}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getFieldForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields/{field_id}"
    ],
    getForOrg: ["GET /orgs/{org}/projectsV2/{project_number}"],
    getForUser: ["GET /users/{username}/projectsV2/{project_number}"],
    getOrgItem: ["GET /orgs/{org}/projectsV2/{project_number}/items/{item_id}"],
    getUserItem: [
      "GET /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ],
    listFieldsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/fields"],
    listFieldsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/fields"
    ],
    listForOrg: ["GET /orgs/{org}/projectsV2"],
    listForUser: ["GET /users/{username}/projectsV2"],
    listItemsForOrg: ["GET /orgs/{org}/projectsV2/{project_number}/items"],
    listItemsForUser: [
      "GET /users/{username}/projectsV2/{project_number}/items"
    ],
    updateItemForOrg: [
      "PATCH /orgs/{org}/projectsV2/{project_number}/items/{item_id}"
    ],
    updateItemForUser: [
      "PATCH /users/{username}/projectsV2/{project_number}/items/{item_id}"
    ]
  },
  pulls: {
    checkIfMerged: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    create: ["POST /repos/{owner}/{repo}/pulls"],
    createReplyForReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies"
    ],
    createReview: ["POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    createReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    deletePendingReview: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    deleteReviewComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ],
    dismissReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/dismissals"
    ],
    get: ["GET /repos/{owner}/{repo}/pulls/{pull_number}"],
    getReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    getReviewComment: ["GET /repos/{owner}/{repo}/pulls/comments/{comment_id}"],
    list: ["GET /repos/{owner}/{repo}/pulls"],
    listCommentsForReview: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/comments"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/commits"],
    listFiles: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/files"],
    listRequestedReviewers: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    listReviewComments: [
      "GET /repos/{owner}/{repo}/pulls/{pull_number}/comments"
    ],
    listReviewCommentsForRepo: ["GET /repos/{owner}/{repo}/pulls/comments"],
    listReviews: ["GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews"],
    merge: ["PUT /repos/{owner}/{repo}/pulls/{pull_number}/merge"],
    removeRequestedReviewers: [
      "DELETE /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    requestReviewers: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/requested_reviewers"
    ],
    submitReview: [
      "POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}/events"
    ],
    update: ["PATCH /repos/{owner}/{repo}/pulls/{pull_number}"],
    updateBranch: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/update-branch"
    ],
    updateReview: [
      "PUT /repos/{owner}/{repo}/pulls/{pull_number}/reviews/{review_id}"
    ],
    updateReviewComment: [
      "PATCH /repos/{owner}/{repo}/pulls/comments/{comment_id}"
    ]
  },
  rateLimit: { get: ["GET /rate_limit"] },
  reactions: {
    createForCommitComment: [
      "POST /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    createForIssue: [
      "POST /repos/{owner}/{repo}/issues/{issue_number}/reactions"
    ],
    createForIssueComment: [
      "POST /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    createForPullRequestReviewComment: [
      "POST /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    createForRelease: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    createForTeamDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    createForTeamDiscussionInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ],
    deleteForCommitComment: [
      "DELETE /repos/{owner}/{repo}/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForIssue: [
      "DELETE /repos/{owner}/{repo}/issues/{issue_number}/reactions/{reaction_id}"
    ],
    deleteForIssueComment: [
      "DELETE /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForPullRequestComment: [
      "DELETE /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions/{reaction_id}"
    ],
    deleteForRelease: [
      "DELETE /repos/{owner}/{repo}/releases/{release_id}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussion: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions/{reaction_id}"
    ],
    deleteForTeamDiscussionComment: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions/{reaction_id}"
    ],
    listForCommitComment: [
      "GET /repos/{owner}/{repo}/comments/{comment_id}/reactions"
    ],
    listForIssue: ["GET /repos/{owner}/{repo}/issues/{issue_number}/reactions"],
    listForIssueComment: [
      "GET /repos/{owner}/{repo}/issues/comments/{comment_id}/reactions"
    ],
    listForPullRequestReviewComment: [
      "GET /repos/{owner}/{repo}/pulls/comments/{comment_id}/reactions"
    ],
    listForRelease: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/reactions"
    ],
    listForTeamDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}/reactions"
    ],
    listForTeamDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/reactions"
    ]
  },
  repos: {
    acceptInvitation: [
      "PATCH /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "acceptInvitationForAuthenticatedUser"] }
    ],
    acceptInvitationForAuthenticatedUser: [
      "PATCH /user/repository_invitations/{invitation_id}"
    ],
    addAppAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    addCollaborator: ["PUT /repos/{owner}/{repo}/collaborators/{username}"],
    addStatusCheckContexts: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    addTeamAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    addUserAccessRestrictions: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    cancelPagesDeployment: [
      "POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel"
    ],
    checkAutomatedSecurityFixes: [
      "GET /repos/{owner}/{repo}/automated-security-fixes"
    ],
    checkCollaborator: ["GET /repos/{owner}/{repo}/collaborators/{username}"],
    checkImmutableReleases: ["GET /repos/{owner}/{repo}/immutable-releases"],
    checkPrivateVulnerabilityReporting: [
      "GET /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    checkVulnerabilityAlerts: [
      "GET /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    codeownersErrors: ["GET /repos/{owner}/{repo}/codeowners/errors"],
    compareCommits: ["GET /repos/{owner}/{repo}/compare/{base}...{head}"],
    compareCommitsWithBasehead: [
      "GET /repos/{owner}/{repo}/compare/{basehead}"
    ],
    createAttestation: ["POST /repos/{owner}/{repo}/attestations"],
    createAutolink: ["POST /repos/{owner}/{repo}/autolinks"],
    createCommitComment: [
      "POST /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    createCommitSignatureProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    createCommitStatus: ["POST /repos/{owner}/{repo}/statuses/{sha}"],
    createDeployKey: ["POST /repos/{owner}/{repo}/keys"],
    createDeployment: ["POST /repos/{owner}/{repo}/deployments"],
    createDeploymentBranchPolicy: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    createDeploymentProtectionRule: [
      "POST /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    createDeploymentStatus: [
      "POST /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    createDispatchEvent: ["POST /repos/{owner}/{repo}/dispatches"],
    createForAuthenticatedUser: ["POST /user/repos"],
    createFork: ["POST /repos/{owner}/{repo}/forks"],
    createInOrg: ["POST /orgs/{org}/repos"],
    createOrUpdateEnvironment: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    createOrUpdateFileContents: ["PUT /repos/{owner}/{repo}/contents/{path}"],
    createOrgRuleset: ["POST /orgs/{org}/rulesets"],
    createPagesDeployment: ["POST /repos/{owner}/{repo}/pages/deployments"],
    createPagesSite: ["POST /repos/{owner}/{repo}/pages"],
    createRelease: ["POST /repos/{owner}/{repo}/releases"],
    createRepoRuleset: ["POST /repos/{owner}/{repo}/rulesets"],
    createUsingTemplate: [
      "POST /repos/{template_owner}/{template_repo}/generate"
    ],
    createWebhook: ["POST /repos/{owner}/{repo}/hooks"],
    customPropertiesForReposCreateOrUpdateRepositoryValues: [
      "PATCH /repos/{owner}/{repo}/properties/values"
    ],
    customPropertiesForReposGetRepositoryValues: [
      "GET /repos/{owner}/{repo}/properties/values"
    ],
    declineInvitation: [
      "DELETE /user/repository_invitations/{invitation_id}",
      {},
      { renamed: ["repos", "declineInvitationForAuthenticatedUser"] }
    ],
    declineInvitationForAuthenticatedUser: [
      "DELETE /user/repository_invitations/{invitation_id}"
    ],
    delete: ["DELETE /repos/{owner}/{repo}"],
    deleteAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    deleteAdminBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    deleteAnEnvironment: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    deleteAutolink: ["DELETE /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    deleteBranchProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    deleteCommitComment: ["DELETE /repos/{owner}/{repo}/comments/{comment_id}"],
    deleteCommitSignatureProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    deleteDeployKey: ["DELETE /repos/{owner}/{repo}/keys/{key_id}"],
    deleteDeployment: [
      "DELETE /repos/{owner}/{repo}/deployments/{deployment_id}"
    ],
    deleteDeploymentBranchPolicy: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    deleteFile: ["DELETE /repos/{owner}/{repo}/contents/{path}"],
    deleteInvitation: [
      "DELETE /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    deleteOrgRuleset: ["DELETE /orgs/{org}/rulesets/{ruleset_id}"],
    deletePagesSite: ["DELETE /repos/{owner}/{repo}/pages"],
    deletePullRequestReviewProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    deleteRelease: ["DELETE /repos/{owner}/{repo}/releases/{release_id}"],
    deleteReleaseAsset: [
      "DELETE /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    deleteRepoRuleset: ["DELETE /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    deleteWebhook: ["DELETE /repos/{owner}/{repo}/hooks/{hook_id}"],
    disableAutomatedSecurityFixes: [
      "DELETE /repos/{owner}/{repo}/automated-security-fixes"
    ],
    disableDeploymentProtectionRule: [
      "DELETE /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    disableImmutableReleases: [
      "DELETE /repos/{owner}/{repo}/immutable-releases"
    ],
    disablePrivateVulnerabilityReporting: [
      "DELETE /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    disableVulnerabilityAlerts: [
      "DELETE /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    downloadArchive: [
      "GET /repos/{owner}/{repo}/zipball/{ref}",
      {},
      { renamed: ["repos", "downloadZipballArchive"] }
    ],
    downloadTarballArchive: ["GET /repos/{owner}/{repo}/tarball/{ref}"],
    downloadZipballArchive: ["GET /repos/{owner}/{repo}/zipball/{ref}"],
    enableAutomatedSecurityFixes: [
      "PUT /repos/{owner}/{repo}/automated-security-fixes"
    ],
    enableImmutableReleases: ["PUT /repos/{owner}/{repo}/immutable-releases"],
    enablePrivateVulnerabilityReporting: [
      "PUT /repos/{owner}/{repo}/private-vulnerability-reporting"
    ],
    enableVulnerabilityAlerts: [
      "PUT /repos/{owner}/{repo}/vulnerability-alerts"
    ],
    generateReleaseNotes: [
      "POST /repos/{owner}/{repo}/releases/generate-notes"
    ],
    get: ["GET /repos/{owner}/{repo}"],
    getAccessRestrictions: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions"
    ],
    getAdminBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    getAllDeploymentProtectionRules: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules"
    ],
    getAllEnvironments: ["GET /repos/{owner}/{repo}/environments"],
    getAllStatusCheckContexts: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts"
    ],
    getAllTopics: ["GET /repos/{owner}/{repo}/topics"],
    getAppsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps"
    ],
    getAutolink: ["GET /repos/{owner}/{repo}/autolinks/{autolink_id}"],
    getBranch: ["GET /repos/{owner}/{repo}/branches/{branch}"],
    getBranchProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    getBranchRules: ["GET /repos/{owner}/{repo}/rules/branches/{branch}"],
    getClones: ["GET /repos/{owner}/{repo}/traffic/clones"],
    getCodeFrequencyStats: ["GET /repos/{owner}/{repo}/stats/code_frequency"],
    getCollaboratorPermissionLevel: [
      "GET /repos/{owner}/{repo}/collaborators/{username}/permission"
    ],
    getCombinedStatusForRef: ["GET /repos/{owner}/{repo}/commits/{ref}/status"],
    getCommit: ["GET /repos/{owner}/{repo}/commits/{ref}"],
    getCommitActivityStats: ["GET /repos/{owner}/{repo}/stats/commit_activity"],
    getCommitComment: ["GET /repos/{owner}/{repo}/comments/{comment_id}"],
    getCommitSignatureProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_signatures"
    ],
    getCommunityProfileMetrics: ["GET /repos/{owner}/{repo}/community/profile"],
    getContent: ["GET /repos/{owner}/{repo}/contents/{path}"],
    getContributorsStats: ["GET /repos/{owner}/{repo}/stats/contributors"],
    getCustomDeploymentProtectionRule: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/{protection_rule_id}"
    ],
    getDeployKey: ["GET /repos/{owner}/{repo}/keys/{key_id}"],
    getDeployment: ["GET /repos/{owner}/{repo}/deployments/{deployment_id}"],
    getDeploymentBranchPolicy: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    getDeploymentStatus: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses/{status_id}"
    ],
    getEnvironment: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}"
    ],
    getLatestPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/latest"],
    getLatestRelease: ["GET /repos/{owner}/{repo}/releases/latest"],
    getOrgRuleSuite: ["GET /orgs/{org}/rulesets/rule-suites/{rule_suite_id}"],
    getOrgRuleSuites: ["GET /orgs/{org}/rulesets/rule-suites"],
    getOrgRuleset: ["GET /orgs/{org}/rulesets/{ruleset_id}"],
    getOrgRulesets: ["GET /orgs/{org}/rulesets"],
    getPages: ["GET /repos/{owner}/{repo}/pages"],
    getPagesBuild: ["GET /repos/{owner}/{repo}/pages/builds/{build_id}"],
    getPagesDeployment: [
      "GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}"
    ],
    getPagesHealthCheck: ["GET /repos/{owner}/{repo}/pages/health"],
    getParticipationStats: ["GET /repos/{owner}/{repo}/stats/participation"],
    getPullRequestReviewProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    getPunchCardStats: ["GET /repos/{owner}/{repo}/stats/punch_card"],
    getReadme: ["GET /repos/{owner}/{repo}/readme"],
    getReadmeInDirectory: ["GET /repos/{owner}/{repo}/readme/{dir}"],
    getRelease: ["GET /repos/{owner}/{repo}/releases/{release_id}"],
    getReleaseAsset: ["GET /repos/{owner}/{repo}/releases/assets/{asset_id}"],
    getReleaseByTag: ["GET /repos/{owner}/{repo}/releases/tags/{tag}"],
    getRepoRuleSuite: [
      "GET /repos/{owner}/{repo}/rulesets/rule-suites/{rule_suite_id}"
    ],
    getRepoRuleSuites: ["GET /repos/{owner}/{repo}/rulesets/rule-suites"],
    getRepoRuleset: ["GET /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    getRepoRulesetHistory: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history"
    ],
    getRepoRulesetVersion: [
      "GET /repos/{owner}/{repo}/rulesets/{ruleset_id}/history/{version_id}"
    ],
    getRepoRulesets: ["GET /repos/{owner}/{repo}/rulesets"],
    getStatusChecksProtection: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    getTeamsWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams"
    ],
    getTopPaths: ["GET /repos/{owner}/{repo}/traffic/popular/paths"],
    getTopReferrers: ["GET /repos/{owner}/{repo}/traffic/popular/referrers"],
    getUsersWithAccessToProtectedBranch: [
      "GET /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users"
    ],
    getViews: ["GET /repos/{owner}/{repo}/traffic/views"],
    getWebhook: ["GET /repos/{owner}/{repo}/hooks/{hook_id}"],
    getWebhookConfigForRepo: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    getWebhookDelivery: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}"
    ],
    listActivities: ["GET /repos/{owner}/{repo}/activity"],
    listAttestations: [
      "GET /repos/{owner}/{repo}/attestations/{subject_digest}"
    ],
    listAutolinks: ["GET /repos/{owner}/{repo}/autolinks"],
    listBranches: ["GET /repos/{owner}/{repo}/branches"],
    listBranchesForHeadCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/branches-where-head"
    ],
    listCollaborators: ["GET /repos/{owner}/{repo}/collaborators"],
    listCommentsForCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/comments"
    ],
    listCommitCommentsForRepo: ["GET /repos/{owner}/{repo}/comments"],
    listCommitStatusesForRef: [
      "GET /repos/{owner}/{repo}/commits/{ref}/statuses"
    ],
    listCommits: ["GET /repos/{owner}/{repo}/commits"],
    listContributors: ["GET /repos/{owner}/{repo}/contributors"],
    listCustomDeploymentRuleIntegrations: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment_protection_rules/apps"
    ],
    listDeployKeys: ["GET /repos/{owner}/{repo}/keys"],
    listDeploymentBranchPolicies: [
      "GET /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies"
    ],
    listDeploymentStatuses: [
      "GET /repos/{owner}/{repo}/deployments/{deployment_id}/statuses"
    ],
    listDeployments: ["GET /repos/{owner}/{repo}/deployments"],
    listForAuthenticatedUser: ["GET /user/repos"],
    listForOrg: ["GET /orgs/{org}/repos"],
    listForUser: ["GET /users/{username}/repos"],
    listForks: ["GET /repos/{owner}/{repo}/forks"],
    listInvitations: ["GET /repos/{owner}/{repo}/invitations"],
    listInvitationsForAuthenticatedUser: ["GET /user/repository_invitations"],
    listLanguages: ["GET /repos/{owner}/{repo}/languages"],
    listPagesBuilds: ["GET /repos/{owner}/{repo}/pages/builds"],
    listPublic: ["GET /repositories"],
    listPullRequestsAssociatedWithCommit: [
      "GET /repos/{owner}/{repo}/commits/{commit_sha}/pulls"
    ],
    listReleaseAssets: [
      "GET /repos/{owner}/{repo}/releases/{release_id}/assets"
    ],
    listReleases: ["GET /repos/{owner}/{repo}/releases"],
    listTags: ["GET /repos/{owner}/{repo}/tags"],
    listTeams: ["GET /repos/{owner}/{repo}/teams"],
    listWebhookDeliveries: [
      "GET /repos/{owner}/{repo}/hooks/{hook_id}/deliveries"
    ],
    listWebhooks: ["GET /repos/{owner}/{repo}/hooks"],
    merge: ["POST /repos/{owner}/{repo}/merges"],
    mergeUpstream: ["POST /repos/{owner}/{repo}/merge-upstream"],
    pingWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/pings"],
    redeliverWebhookDelivery: [
      "POST /repos/{owner}/{repo}/hooks/{hook_id}/deliveries/{delivery_id}/attempts"
    ],
    removeAppAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    removeCollaborator: [
      "DELETE /repos/{owner}/{repo}/collaborators/{username}"
    ],
    removeStatusCheckContexts: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    removeStatusCheckProtection: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    removeTeamAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    removeUserAccessRestrictions: [
      "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    renameBranch: ["POST /repos/{owner}/{repo}/branches/{branch}/rename"],
    replaceAllTopics: ["PUT /repos/{owner}/{repo}/topics"],
    requestPagesBuild: ["POST /repos/{owner}/{repo}/pages/builds"],
    setAdminBranchProtection: [
      "POST /repos/{owner}/{repo}/branches/{branch}/protection/enforce_admins"
    ],
    setAppAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/apps",
      {},
      { mapToData: "apps" }
    ],
    setStatusCheckContexts: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts",
      {},
      { mapToData: "contexts" }
    ],
    setTeamAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/teams",
      {},
      { mapToData: "teams" }
    ],
    setUserAccessRestrictions: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection/restrictions/users",
      {},
      { mapToData: "users" }
    ],
    testPushWebhook: ["POST /repos/{owner}/{repo}/hooks/{hook_id}/tests"],
    transfer: ["POST /repos/{owner}/{repo}/transfer"],
    update: ["PATCH /repos/{owner}/{repo}"],
    updateBranchProtection: [
      "PUT /repos/{owner}/{repo}/branches/{branch}/protection"
    ],
    updateCommitComment: ["PATCH /repos/{owner}/{repo}/comments/{comment_id}"],
    updateDeploymentBranchPolicy: [
      "PUT /repos/{owner}/{repo}/environments/{environment_name}/deployment-branch-policies/{branch_policy_id}"
    ],
    updateInformationAboutPagesSite: ["PUT /repos/{owner}/{repo}/pages"],
    updateInvitation: [
      "PATCH /repos/{owner}/{repo}/invitations/{invitation_id}"
    ],
    updateOrgRuleset: ["PUT /orgs/{org}/rulesets/{ruleset_id}"],
    updatePullRequestReviewProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_pull_request_reviews"
    ],
    updateRelease: ["PATCH /repos/{owner}/{repo}/releases/{release_id}"],
    updateReleaseAsset: [
      "PATCH /repos/{owner}/{repo}/releases/assets/{asset_id}"
    ],
    updateRepoRuleset: ["PUT /repos/{owner}/{repo}/rulesets/{ruleset_id}"],
    updateStatusCheckPotection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks",
      {},
      { renamed: ["repos", "updateStatusCheckProtection"] }
    ],
    updateStatusCheckProtection: [
      "PATCH /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks"
    ],
    updateWebhook: ["PATCH /repos/{owner}/{repo}/hooks/{hook_id}"],
    updateWebhookConfigForRepo: [
      "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config"
    ],
    uploadReleaseAsset: [
      "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      { baseUrl: "https://uploads.github.com" }
    ]
  },
  search: {
    code: ["GET /search/code"],
    commits: ["GET /search/commits"],
    issuesAndPullRequests: ["GET /search/issues"],
    labels: ["GET /search/labels"],
    repos: ["GET /search/repositories"],
    topics: ["GET /search/topics"],
    users: ["GET /search/users"]
  },
  secretScanning: {
    createPushProtectionBypass: [
      "POST /repos/{owner}/{repo}/secret-scanning/push-protection-bypasses"
    ],
    getAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    getScanHistory: ["GET /repos/{owner}/{repo}/secret-scanning/scan-history"],
    listAlertsForOrg: ["GET /orgs/{org}/secret-scanning/alerts"],
    listAlertsForRepo: ["GET /repos/{owner}/{repo}/secret-scanning/alerts"],
    listLocationsForAlert: [
      "GET /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}/locations"
    ],
    listOrgPatternConfigs: [
      "GET /orgs/{org}/secret-scanning/pattern-configurations"
    ],
    updateAlert: [
      "PATCH /repos/{owner}/{repo}/secret-scanning/alerts/{alert_number}"
    ],
    updateOrgPatternConfigs: [
      "PATCH /orgs/{org}/secret-scanning/pattern-configurations"
    ]
  },
  securityAdvisories: {
    createFork: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/forks"
    ],
    createPrivateVulnerabilityReport: [
      "POST /repos/{owner}/{repo}/security-advisories/reports"
    ],
    createRepositoryAdvisory: [
      "POST /repos/{owner}/{repo}/security-advisories"
    ],
    createRepositoryAdvisoryCveRequest: [
      "POST /repos/{owner}/{repo}/security-advisories/{ghsa_id}/cve"
    ],
    getGlobalAdvisory: ["GET /advisories/{ghsa_id}"],
    getRepositoryAdvisory: [
      "GET /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ],
    listGlobalAdvisories: ["GET /advisories"],
    listOrgRepositoryAdvisories: ["GET /orgs/{org}/security-advisories"],
    listRepositoryAdvisories: ["GET /repos/{owner}/{repo}/security-advisories"],
    updateRepositoryAdvisory: [
      "PATCH /repos/{owner}/{repo}/security-advisories/{ghsa_id}"
    ]
  },
  teams: {
    addOrUpdateMembershipForUserInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    addOrUpdateRepoPermissionsInOrg: [
      "PUT /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    checkPermissionsForRepoInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    create: ["POST /orgs/{org}/teams"],
    createDiscussionCommentInOrg: [
      "POST /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    createDiscussionInOrg: ["POST /orgs/{org}/teams/{team_slug}/discussions"],
    deleteDiscussionCommentInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    deleteDiscussionInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    deleteInOrg: ["DELETE /orgs/{org}/teams/{team_slug}"],
    getByName: ["GET /orgs/{org}/teams/{team_slug}"],
    getDiscussionCommentInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    getDiscussionInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    getMembershipForUserInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    list: ["GET /orgs/{org}/teams"],
    listChildInOrg: ["GET /orgs/{org}/teams/{team_slug}/teams"],
    listDiscussionCommentsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments"
    ],
    listDiscussionsInOrg: ["GET /orgs/{org}/teams/{team_slug}/discussions"],
    listForAuthenticatedUser: ["GET /user/teams"],
    listMembersInOrg: ["GET /orgs/{org}/teams/{team_slug}/members"],
    listPendingInvitationsInOrg: [
      "GET /orgs/{org}/teams/{team_slug}/invitations"
    ],
    listReposInOrg: ["GET /orgs/{org}/teams/{team_slug}/repos"],
    removeMembershipForUserInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/memberships/{username}"
    ],
    removeRepoInOrg: [
      "DELETE /orgs/{org}/teams/{team_slug}/repos/{owner}/{repo}"
    ],
    updateDiscussionCommentInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}/comments/{comment_number}"
    ],
    updateDiscussionInOrg: [
      "PATCH /orgs/{org}/teams/{team_slug}/discussions/{discussion_number}"
    ],
    updateInOrg: ["PATCH /orgs/{org}/teams/{team_slug}"]
  },
  users: {
    addEmailForAuthenticated: [
      "POST /user/emails",
      {},
      { renamed: ["users", "addEmailForAuthenticatedUser"] }
    ],
    addEmailForAuthenticatedUser: ["POST /user/emails"],
    addSocialAccountForAuthenticatedUser: ["POST /user/social_accounts"],
    block: ["PUT /user/blocks/{username}"],
    checkBlocked: ["GET /user/blocks/{username}"],
    checkFollowingForUser: ["GET /users/{username}/following/{target_user}"],
    checkPersonIsFollowedByAuthenticated: ["GET /user/following/{username}"],
    createGpgKeyForAuthenticated: [
      "POST /user/gpg_keys",
      {},
      { renamed: ["users", "createGpgKeyForAuthenticatedUser"] }
    ],
    createGpgKeyForAuthenticatedUser: ["POST /user/gpg_keys"],
    createPublicSshKeyForAuthenticated: [
      "POST /user/keys",
      {},
      { renamed: ["users", "createPublicSshKeyForAuthenticatedUser"] }
    ],
    createPublicSshKeyForAuthenticatedUser: ["POST /user/keys"],
    createSshSigningKeyForAuthenticatedUser: ["POST /user/ssh_signing_keys"],
    deleteAttestationsBulk: [
      "POST /users/{username}/attestations/delete-request"
    ],
    deleteAttestationsById: [
      "DELETE /users/{username}/attestations/{attestation_id}"
    ],
    deleteAttestationsBySubjectDigest: [
      "DELETE /users/{username}/attestations/digest/{subject_digest}"
    ],
    deleteEmailForAuthenticated: [
      "DELETE /user/emails",
      {},
      { renamed: ["users", "deleteEmailForAuthenticatedUser"] }
    ],
    deleteEmailForAuthenticatedUser: ["DELETE /user/emails"],
    deleteGpgKeyForAuthenticated: [
      "DELETE /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "deleteGpgKeyForAuthenticatedUser"] }
    ],
    deleteGpgKeyForAuthenticatedUser: ["DELETE /user/gpg_keys/{gpg_key_id}"],
    deletePublicSshKeyForAuthenticated: [
      "DELETE /user/keys/{key_id}",
      {},
      { renamed: ["users", "deletePublicSshKeyForAuthenticatedUser"] }
    ],
    deletePublicSshKeyForAuthenticatedUser: ["DELETE /user/keys/{key_id}"],
    deleteSocialAccountForAuthenticatedUser: ["DELETE /user/social_accounts"],
    deleteSshSigningKeyForAuthenticatedUser: [
      "DELETE /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    follow: ["PUT /user/following/{username}"],
    getAuthenticated: ["GET /user"],
    getById: ["GET /user/{account_id}"],
    getByUsername: ["GET /users/{username}"],
    getContextForUser: ["GET /users/{username}/hovercard"],
    getGpgKeyForAuthenticated: [
      "GET /user/gpg_keys/{gpg_key_id}",
      {},
      { renamed: ["users", "getGpgKeyForAuthenticatedUser"] }
    ],
    getGpgKeyForAuthenticatedUser: ["GET /user/gpg_keys/{gpg_key_id}"],
    getPublicSshKeyForAuthenticated: [
      "GET /user/keys/{key_id}",
      {},
      { renamed: ["users", "getPublicSshKeyForAuthenticatedUser"] }
    ],
    getPublicSshKeyForAuthenticatedUser: ["GET /user/keys/{key_id}"],
    getSshSigningKeyForAuthenticatedUser: [
      "GET /user/ssh_signing_keys/{ssh_signing_key_id}"
    ],
    list: ["GET /users"],
    listAttestations: ["GET /users/{username}/attestations/{subject_digest}"],
    listAttestationsBulk: [
      "POST /users/{username}/attestations/bulk-list{?per_page,before,after}"
    ],
    listBlockedByAuthenticated: [
      "GET /user/blocks",
      {},
      { renamed: ["users", "listBlockedByAuthenticatedUser"] }
    ],
    listBlockedByAuthenticatedUser: ["GET /user/blocks"],
    listEmailsForAuthenticated: [
      "GET /user/emails",
      {},
      { renamed: ["users", "listEmailsForAuthenticatedUser"] }
    ],
    listEmailsForAuthenticatedUser: ["GET /user/emails"],
    listFollowedByAuthenticated: [
      "GET /user/following",
      {},
      { renamed: ["users", "listFollowedByAuthenticatedUser"] }
    ],
    listFollowedByAuthenticatedUser: ["GET /user/following"],
    listFollowersForAuthenticatedUser: ["GET /user/followers"],
    listFollowersForUser: ["GET /users/{username}/followers"],
    listFollowingForUser: ["GET /users/{username}/following"],
    listGpgKeysForAuthenticated: [
      "GET /user/gpg_keys",
      {},
      { renamed: ["users", "listGpgKeysForAuthenticatedUser"] }
    ],
    listGpgKeysForAuthenticatedUser: ["GET /user/gpg_keys"],
    listGpgKeysForUser: ["GET /users/{username}/gpg_keys"],
    listPublicEmailsForAuthenticated: [
      "GET /user/public_emails",
      {},
      { renamed: ["users", "listPublicEmailsForAuthenticatedUser"] }
    ],
    listPublicEmailsForAuthenticatedUser: ["GET /user/public_emails"],
    listPublicKeysForUser: ["GET /users/{username}/keys"],
    listPublicSshKeysForAuthenticated: [
      "GET /user/keys",
      {},
      { renamed: ["users", "listPublicSshKeysForAuthenticatedUser"] }
    ],
    listPublicSshKeysForAuthenticatedUser: ["GET /user/keys"],
    listSocialAccountsForAuthenticatedUser: ["GET /user/social_accounts"],
    listSocialAccountsForUser: ["GET /users/{username}/social_accounts"],
    listSshSigningKeysForAuthenticatedUser: ["GET /user/ssh_signing_keys"],
    listSshSigningKeysForUser: ["GET /users/{username}/ssh_signing_keys"],
    setPrimaryEmailVisibilityForAuthenticated: [
      "PATCH /user/email/visibility",
      {},
      { renamed: ["users", "setPrimaryEmailVisibilityForAuthenticatedUser"] }
    ],
    setPrimaryEmailVisibilityForAuthenticatedUser: [
      "PATCH /user/email/visibility"
    ],
    unblock: ["DELETE /user/blocks/{username}"],
    unfollow: ["DELETE /user/following/{username}"],
    updateAuthenticated: ["PATCH /user"]
  }
};
var endpoints_default = Endpoints;

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/endpoints-to-methods.js
var endpointMethodsMap = /* @__PURE__ */ new Map();
for (const [scope, endpoints] of Object.entries(endpoints_default)) {
  for (const [methodName, endpoint2] of Object.entries(endpoints)) {
    const [route, defaults, decorations] = endpoint2;
    const [method, url] = route.split(/ /);
    const endpointDefaults = Object.assign(
      {
        method,
        url
      },
      defaults
    );
    if (!endpointMethodsMap.has(scope)) {
      endpointMethodsMap.set(scope, /* @__PURE__ */ new Map());
    }
    endpointMethodsMap.get(scope).set(methodName, {
      scope,
      methodName,
      endpointDefaults,
      decorations
    });
  }
}
var handler = {
  has({ scope }, methodName) {
    return endpointMethodsMap.get(scope).has(methodName);
  },
  getOwnPropertyDescriptor(target, methodName) {
    return {
      value: this.get(target, methodName),
      // ensures method is in the cache
      configurable: true,
      writable: true,
      enumerable: true
    };
  },
  defineProperty(target, methodName, descriptor) {
    Object.defineProperty(target.cache, methodName, descriptor);
    return true;
  },
  deleteProperty(target, methodName) {
    delete target.cache[methodName];
    return true;
  },
  ownKeys({ scope }) {
    return [...endpointMethodsMap.get(scope).keys()];
  },
  set(target, methodName, value) {
    return target.cache[methodName] = value;
  },
  get({ octokit, scope, cache }, methodName) {
    if (cache[methodName]) {
      return cache[methodName];
    }
    const method = endpointMethodsMap.get(scope).get(methodName);
    if (!method) {
      return void 0;
    }
    const { endpointDefaults, decorations } = method;
    if (decorations) {
      cache[methodName] = decorate(
        octokit,
        scope,
        methodName,
        endpointDefaults,
        decorations
      );
    } else {
      cache[methodName] = octokit.request.defaults(endpointDefaults);
    }
    return cache[methodName];
  }
};
function endpointsToMethods(octokit) {
  const newMethods = {};
  for (const scope of endpointMethodsMap.keys()) {
    newMethods[scope] = new Proxy({ octokit, scope, cache: {} }, handler);
  }
  return newMethods;
}
function decorate(octokit, scope, methodName, defaults, decorations) {
  const requestWithDefaults = octokit.request.defaults(defaults);
  function withDecorations(...args) {
    let options = requestWithDefaults.endpoint.merge(...args);
    if (decorations.mapToData) {
      options = Object.assign({}, options, {
        data: options[decorations.mapToData],
        [decorations.mapToData]: void 0
      });
      return requestWithDefaults(options);
    }
    if (decorations.renamed) {
      const [newScope, newMethodName] = decorations.renamed;
      octokit.log.warn(
        `octokit.${scope}.${methodName}() has been renamed to octokit.${newScope}.${newMethodName}()`
      );
    }
    if (decorations.deprecated) {
      octokit.log.warn(decorations.deprecated);
    }
    if (decorations.renamedParameters) {
      const options2 = requestWithDefaults.endpoint.merge(...args);
      for (const [name, alias] of Object.entries(
        decorations.renamedParameters
      )) {
        if (name in options2) {
          octokit.log.warn(
            `"${name}" parameter is deprecated for "octokit.${scope}.${methodName}()". Use "${alias}" instead`
          );
          if (!(alias in options2)) {
            options2[alias] = options2[name];
          }
          delete options2[name];
        }
      }
      return requestWithDefaults(options2);
    }
    return requestWithDefaults(...args);
  }
  return Object.assign(withDecorations, requestWithDefaults);
}

// node_modules/@octokit/plugin-rest-endpoint-methods/dist-src/index.js
function restEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    rest: api
  };
}
restEndpointMethods.VERSION = VERSION9;
function legacyRestEndpointMethods(octokit) {
  const api = endpointsToMethods(octokit);
  return {
    ...api,
    rest: api
  };
}
legacyRestEndpointMethods.VERSION = VERSION9;

// node_modules/@octokit/rest/dist-src/version.js
var VERSION10 = "22.0.1";

// node_modules/@octokit/rest/dist-src/index.js
var Octokit2 = Octokit.plugin(requestLog, legacyRestEndpointMethods, paginateRest).defaults(
  {
    userAgent: `octokit-rest.js/${VERSION10}`
  }
);

// src/github/octokit.ts
var PacedOctokit = Octokit2.plugin(retry, throttling);
var QUIET_LOG = {
  debug: () => {
  },
  info: () => {
  },
  warn: (message) => console.warn(message),
  error: () => {
  }
};
var clientCount = 0;
var UNPACED = {
  key: () => ({
    schedule: (_options, job, ...args) => Promise.resolve().then(() => job(...args))
  })
};
var DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 429, 451];
function createOctokit(options) {
  const log = options.log ?? QUIET_LOG;
  const baseMs = options.retryAfterBaseMs ?? 1e3;
  const limits = { retries: options.retries ?? 3, maxWaitSeconds: options.maxRetryAfterSeconds ?? 300, log };
  const octokit = new PacedOctokit({
    auth: options.token,
    baseUrl: (options.baseUrl ?? "https://api.github.com").replace(/\/+$/, ""),
    userAgent: options.userAgent ?? "metrics-as-code",
    log,
    retry: { retries: limits.retries, doNotRetry: DO_NOT_RETRY, retryAfterBaseValue: baseMs },
    throttle: {
      id: `metrics-as-code-${++clientCount}`,
      retryAfterBaseValue: baseMs,
      onRateLimit: limitHandler("rate limit", limits),
      onSecondaryRateLimit: limitHandler("secondary rate limit", limits),
      ...options.paceWrites === false ? { write: UNPACED, notifications: UNPACED } : {}
    }
  });
  const secrets = [options.token, ...options.secrets ?? []].filter((secret) => secret.length >= 4);
  octokit.hook.before("request", (request2) => redactParameters(request2, secrets));
  return octokit;
}
function limitHandler(kind, limits) {
  return (retryAfter, request2, _octokit, retryCount) => {
    const again = retryCount < limits.retries && retryAfter <= limits.maxWaitSeconds;
    const next = again ? `retrying in ${retryAfter} s` : "giving up";
    limits.log.warn(`GitHub ${kind} on ${request2.method} ${request2.url}: ${next}`);
    return again;
  };
}
var NOT_PARAMETERS = /* @__PURE__ */ new Set(["method", "url", "baseUrl", "headers", "request", "mediaType"]);
function redactParameters(request2, secrets) {
  for (const key of Object.keys(request2)) {
    if (!NOT_PARAMETERS.has(key)) request2[key] = redact2(request2[key], secrets);
  }
}
function redact2(value, secrets) {
  if (typeof value === "string")
    return secrets.reduce((text, secret) => text.split(secret).join("***"), value);
  if (Array.isArray(value)) return value.map((entry) => redact2(entry, secrets));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, redact2(entry, secrets)]));
  }
  return value;
}

// src/github/pulls.ts
async function findPullRequestForCommit(octokit, p) {
  let pulls;
  try {
    const response = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
      owner: p.owner,
      repo: p.repo,
      commit_sha: p.sha,
      per_page: 100
    });
    pulls = response.data;
  } catch (error2) {
    const status = httpStatus(error2);
    if (status === 404 || status === 422) return void 0;
    throw toGitHubError(
      error2,
      `find the pull request of commit ${p.sha.slice(0, 12)}`,
      "pull-requests: read"
    );
  }
  return pickPull(pulls, p.sha)?.number;
}
function pickPull(pulls, sha) {
  const merged = pulls.filter((pull) => pull.merged_at !== null);
  return merged.find((pull) => pull.merge_commit_sha === sha) ?? merged[0];
}

// src/report/inert.ts
var ZERO_WIDTH_SPACE = "&#8203;";
var ALWAYS_ESCAPED = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "|": "&#124;",
  "`": "&#96;",
  "\\": "&#92;",
  "[": "&#91;",
  "]": "&#93;",
  "*": "&#42;",
  "~": "&#126;",
  $: "&#36;"
};
var LEADING_ESCAPED = {
  "-": "&#45;",
  "+": "&#43;",
  "=": "&#61;"
};
var LINE_BREAKS = /\r\n|[\n\r\u0085\u2028\u2029]/g;
var INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;
function inert(text) {
  const flat = text.replace(LINE_BREAKS, " ").replace(/\t/g, " ").replace(INVISIBLE, "").trim();
  const leadingDigits = /^\d*/.exec(flat)[0].length;
  return flat.replace(MEANINGFUL, (_char, at2) => escapeAt(flat, at2, leadingDigits));
}
var MEANINGFUL = /[&<>|`\\[\]*~$_@#=+\-.)]/g;
function inertClipped(text, maxLength) {
  return inert(clip(text, maxLength));
}
function clip(text, maxLength) {
  if (text.length <= maxLength) return text;
  let points = 0;
  let index = 0;
  let keep = 0;
  for (const point of text) {
    if (points === maxLength - 1) keep = index;
    if (++points > maxLength) return `${text.slice(0, keep)}\u2026`;
    index += point.length;
  }
  return text;
}
function escapeAt(text, i, leadingDigits) {
  const char = text[i];
  const always = ALWAYS_ESCAPED[char];
  if (always) return always;
  if (i === 0 && LEADING_ESCAPED[char]) return LEADING_ESCAPED[char];
  switch (char) {
    case "_":
      return isWordChar(text[i - 1]) && isWordChar(text[i + 1]) ? "_" : "&#95;";
    case "@":
      return `@${ZERO_WIDTH_SPACE}`;
    case "#": {
      const hash = i === 0 ? "&#35;" : "#";
      return isDigit(text[i + 1]) ? `${hash}${ZERO_WIDTH_SPACE}` : hash;
    }
    case "-":
      return isDigit(text[i + 1]) && /gh$/i.test(text.slice(Math.max(0, i - 2), i)) ? `-${ZERO_WIDTH_SPACE}` : "-";
    case ".":
    case ")":
      return i > 0 && i === leadingDigits ? char === "." ? "&#46;" : "&#41;" : char;
    default:
      return char;
  }
}
function isWordChar(char) {
  return char !== void 0 && /[\p{L}\p{N}]/u.test(char);
}
function isDigit(char) {
  return char !== void 0 && char >= "0" && char <= "9";
}

// src/report/markdown-fit.ts
var measureChars = (text) => text.length;
var measureBytes = (text) => Buffer.byteLength(text, "utf8");
var DETAILS_OPEN = /^<details[ >]/gm;
var DETAILS_CLOSE = /^<\/details>/gm;
var CLOSER = "\n\n</details>";
function fitMarkdown(text, max, note, measure = measureChars) {
  if (measure(text) <= max) return text;
  const tail = `

${note}
`;
  const budget = max - measure(tail) - measure(CLOSER) * countMatches(text, DETAILS_OPEN);
  if (budget <= 0) return clipMeasured(note, max, measure);
  let kept = clipMeasured(text, budget, measure);
  const lastBreak = kept.lastIndexOf("\n");
  if (lastBreak > 0) kept = kept.slice(0, lastBreak);
  return `${kept}${CLOSER.repeat(openDetails(kept))}${tail}`;
}
function linesThatFit(lines, budget, measure) {
  let left = budget;
  let taken = 0;
  for (const line of lines) {
    const cost = measure(line) + 1;
    if (cost > left) break;
    left -= cost;
    taken++;
  }
  return taken;
}
function openDetails(text) {
  return Math.max(0, countMatches(text, DETAILS_OPEN) - countMatches(text, DETAILS_CLOSE));
}
function countMatches(text, pattern) {
  return text.match(pattern)?.length ?? 0;
}
function clipMeasured(text, max, measure) {
  if (measure(text) <= max) return text;
  let low = 0;
  let high = Math.min(text.length, Math.max(0, max));
  while (low < high) {
    const middle = low + high + 1 >> 1;
    if (measure(text.slice(0, middle)) <= max) low = middle;
    else high = middle - 1;
  }
  const code = text.charCodeAt(low - 1);
  return text.slice(0, code >= 55296 && code <= 56319 ? low - 1 : low);
}

// src/report/review-triage.ts
var NEEDS_BY_STATUS = {
  pending: { needs: "review", who: "the requested reviewers" },
  changes_requested: { needs: "author", who: "the author revises" },
  accepted: { needs: "commit", who: "the author commits the approved change" },
  approved_webhook_validation: { needs: "commit", who: "the author commits the approved change" },
  failed_webhook_validation: { needs: "author", who: "the author fixes what the validation webhook refused" },
  pending_webhook_validation: { needs: "validation", who: "nobody yet: the webhook is running" }
};
var NEEDS_ORDER = ["review", "author", "commit", "validation"];
var NEEDS_TITLE = {
  review: {
    title: "Needs review: the requested reviewers act",
    count: (n) => `${n} need${n === 1 ? "s" : ""} review`
  },
  author: {
    title: "Needs the author: revise, or fix what validation refused",
    count: (n) => `${n} need${n === 1 ? "s" : ""} the author`
  },
  commit: { title: "Approved: the author commits", count: (n) => `${n} to commit` },
  validation: { title: "In validation: nobody acts yet", count: (n) => `${n} in validation` }
};
function digestOrder(reviews) {
  return [...reviews].sort(
    (a, b) => NEEDS_ORDER.indexOf(a.needs) - NEEDS_ORDER.indexOf(b.needs) || compareText(a.created_at, b.created_at) || compareText(a.dynamicConfig, b.dynamicConfig) || compareText(a.review_id, b.review_id)
  );
}
function digestHeadline(reviews) {
  const parts = NEEDS_ORDER.map((needs) => [needs, reviews.filter((r) => r.needs === needs).length]).filter(([, n]) => n > 0).map(([needs, n]) => NEEDS_TITLE[needs].count(n));
  const stale = reviews.filter((r) => r.stale).length;
  const high = reviews.filter((r) => r.risk === "high").length;
  const nobody = reviews.filter((r) => r.noReviewers).length;
  if (stale) parts.push(`${stale} stale`);
  if (high) parts.push(`${high} high risk`);
  if (nobody) parts.push(`${nobody} with nobody asked to review`);
  return parts.join(" \xB7 ") || "nothing waits";
}
var RISK_BY_TYPE = {
  resalt: { risk: "high", reason: "re-buckets every user in every percentage rollout of the config" },
  delete: { risk: "high", reason: "deletes the config: every caller gets the code default" },
  archive: {
    risk: "high",
    reason: "archives (or unarchives) the config: callers stop (or start) getting its values"
  },
  rules: { risk: "high", reason: "replaces the rules: changes what users are served" },
  toggle_enabled: { risk: "high", reason: "turns the config on or off, or launches a payload to everyone" },
  allowed_reviewers: { risk: "medium", reason: "changes who may approve reviews of this config" },
  update_allow_self_approval: { risk: "medium", reason: "lets (or stops) authors approve their own changes" },
  update_team: {
    risk: "medium",
    reason: "moves the config to another team, which can change who may approve"
  },
  disable_reviews_locally: {
    risk: "medium",
    reason: "turns reviews off for this config: later changes need no approval"
  },
  update_owners: { risk: "medium", reason: "changes who owns the config, and so who may approve" },
  update_release_pipeline: { risk: "medium", reason: "changes how changes roll out through environments" },
  edit_id_type: { risk: "medium", reason: "changes the unit users are bucketed by" },
  update_target_applications: { risk: "low", reason: "changes which applications see the config" }
};
var UNKNOWN_TYPE = {
  risk: "medium",
  reason: "a review type this version does not know: look at it"
};
function needsOf(status) {
  return NEEDS_BY_STATUS[status]?.needs ?? "review";
}
function riskOf(type) {
  return Object.hasOwn(RISK_BY_TYPE, type) ? RISK_BY_TYPE[type] : UNKNOWN_TYPE;
}

// src/report/markdown-view.ts
var STATUS_MARK = { pass: "\u2705", warn: "\u26A0\uFE0F", fail: "\u274C" };
var CLIP = {
  comment: { name: 120, message: 300, description: 160, notice: 500 },
  summary: { name: 220, message: 1e3, description: 500, notice: 1e3 }
};
function reportStatus(report) {
  const failingItem = report.items.some((item) => item.result === "rejected" || item.result === "failed");
  if (report.failure) return "fail";
  if (report.summary.errors > 0 || report.summary.failed > 0 || failingItem) return "fail";
  const drift = report.summary.changed > 0 || report.summary.removed > 0;
  if (report.summary.warnings > 0 || drift || report.reviewProblems.length > 0) return "warn";
  return "pass";
}
function buildView(report, context, flavor) {
  const links = linksOf(context);
  const clipAt = CLIP[flavor];
  const items = [...report.items].sort(compareItems);
  const diagnostics = [...report.diagnostics].sort(compareDiagnostics);
  const owners = diagnosticOwners(items, diagnostics);
  const owned = items.map(() => []);
  diagnostics.forEach((d, i) => {
    if (owners[i] !== void 0) owned[owners[i]].push(d);
  });
  const lines = diagnostics.map((d, i) => diagnosticLine(d, owners[i] !== void 0, links, clipAt.message));
  return {
    flavor,
    headline: `${STATUS_MARK[reportStatus(report)]} metrics-as-code ${report.mode}: ${headlineCounts(report)}`,
    status: reportStatus(report),
    notices: report.notices.map((notice) => inertClipped(notice, clipAt.notice)),
    ...report.failure && { failure: inertClipped(report.failure.message, clipAt.notice) },
    rows: items.map((item, i) => itemRow(item, owned[i], links, flavor)),
    errors: lines.filter((_, i) => diagnostics[i].severity === "error"),
    warnings: lines.filter((_, i) => diagnostics[i].severity === "warning"),
    ...reviewParts(report, context, flavor),
    reviewProblems: report.reviewProblems.map(
      (problem) => `- **${inertClipped(problem.dynamicConfig, clipAt.name)}**: ${inertClipped(problem.message, clipAt.message)}`
    ),
    showReviews: report.mode === "reviews" || report.reviews.length > 0 || report.reviewProblems.length > 0,
    links
  };
}
function linksOf(context) {
  const links = {};
  const runUrl = safeUrl(context.runUrl);
  const summaryUrl = safeUrl(context.summaryUrl) ?? runUrl;
  const sha = context.sha && /^[0-9a-f]{7,64}$/i.test(context.sha) ? context.sha : void 0;
  const repositoryUrl = safeUrl(context.repositoryUrl)?.replace(/\/+$/, "");
  if (runUrl) links.runUrl = runUrl;
  if (summaryUrl) links.summaryUrl = summaryUrl;
  if (sha) links.shortSha = sha.slice(0, 7);
  if (sha && repositoryUrl) links.blobBase = `${repositoryUrl}/blob/${sha}`;
  return links;
}
function safeUrl(url) {
  return url && /^https?:\/\/[^\s<>()[\]`"'|\\]+$/.test(url) ? url : void 0;
}
function count(n, noun) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}
var VOLATILE_LINE_MARK = "<!-- metrics-as-code:volatile -->";
function footerLine(links) {
  const parts = [];
  if (links.runUrl) parts.push(`[Workflow run](${links.runUrl})`);
  if (links.shortSha) parts.push(`commit ${links.shortSha}`);
  return parts.length ? `<sub>${parts.join(" \xB7 ")}</sub>${VOLATILE_LINE_MARK}` : "";
}
var ITEM_RANK = { invalid: 0, changed: 2, removed: 3, create: 4, unchanged: 5 };
function itemRank(item) {
  if (item.result === "rejected" || item.result === "failed") return 1;
  return ITEM_RANK[item.action] ?? 4;
}
function compareItems(a, b) {
  return itemRank(a) - itemRank(b) || compareText(a.file, b.file) || a.line - b.line || compareText(a.id, b.id);
}
function compareDiagnostics(a, b) {
  return compareText(a.file, b.file) || a.line - b.line || a.column - b.column || compareText(a.rule, b.rule) || compareText(a.message, b.message);
}
function reviewParts(report, context, flavor) {
  const ordered = digestOrder(report.reviews);
  const row = (review) => reviewRow(review, flavor, context.mentions ?? {});
  const groups2 = NEEDS_ORDER.map((needs) => ({
    title: NEEDS_TITLE[needs].title,
    rows: ordered.filter((review) => review.needs === needs).map(row)
  })).filter((group) => group.rows.length > 0);
  return {
    reviews: ordered.map(row),
    reviewGroups: groups2,
    reviewAttention: ordered.filter((r) => r.stale || r.risk === "high" || r.noReviewers).map(row),
    reviewHeadline: digestHeadline(ordered),
    reviewsForm: context.reviewsForm ?? "full",
    fullDigestAt: context.fullDigestAt ?? fullDigestLink(linksOf(context)),
    ...report.reviewsClosedSince !== void 0 && { reviewsClosedSince: report.reviewsClosedSince }
  };
}
function diagnosticOwners(items, diagnostics) {
  const starts = /* @__PURE__ */ new Map();
  items.forEach((item, index) => {
    if (item.action === "removed") return;
    const list = starts.get(item.file) ?? [];
    list.push({ line: item.line, index });
    starts.set(item.file, list);
  });
  for (const list of starts.values()) list.sort((a, b) => a.line - b.line);
  return diagnostics.map((d) => lastStartAtOrBefore(starts.get(d.file) ?? [], d.line));
}
function lastStartAtOrBefore(starts, line) {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const middle = low + high >> 1;
    if (starts[middle].line <= line) low = middle + 1;
    else high = middle;
  }
  return low > 0 ? starts[low - 1].index : void 0;
}
function headlineCounts(report) {
  const s = report.summary;
  const invalid = report.items.filter((item) => item.action === "invalid").length;
  const rejected = report.items.filter((item) => item.result === "rejected").length;
  const diagnostics = ` \xB7 ${count(s.errors, "error")}, ${count(s.warnings, "warning")}`;
  const drift = [
    `${s.changed} changed`,
    `${invalid} invalid`,
    s.removed && `${s.removed} removed`,
    `${s.unchanged} unchanged`
  ];
  switch (report.mode) {
    case "validate":
      return `${count(s.definitions, "definition")} in ${count(s.files, "file")}${diagnostics}`;
    case "plan":
      return joinCounts([`${s.create} to create`, rejected && `${rejected} rejected`, ...drift]) + diagnostics;
    case "apply":
      return joinCounts([`${s.created} created`, `${s.failed} failed`, ...drift]) + diagnostics;
    case "reviews":
      return reviewCounts(report);
  }
}
function reviewCounts(report) {
  const configs = new Set(report.reviews.map((review) => review.dynamicConfig)).size;
  const problems = report.reviewProblems.length;
  const unread = problems ? `, ${count(problems, "config")} not read` : "";
  return `${count(report.reviews.length, "open review")} in ${count(configs, "dynamic config")}${unread}`;
}
function joinCounts(parts) {
  return parts.filter((part) => typeof part === "string").join(", ");
}
function itemMark(item) {
  if (item.action === "invalid" || item.result === "rejected" || item.result === "failed") return "\u274C";
  if (item.action === "changed" || item.action === "removed") return "\u26A0\uFE0F";
  if (item.result === "skipped") return "\u23ED\uFE0F";
  return "\u2705";
}
function itemRow(item, own, links, flavor) {
  const clipAt = CLIP[flavor];
  const mark = itemMark(item);
  const message = item.message ? inertClipped(item.message, clipAt.message) : "";
  const cells = (where, text) => `| ${[mark, inertClipped(item.name, clipAt.name), inertClipped(item.type, 40), where, item.action, item.result ?? "\u2014", text].join(" | ")} |`;
  const folded = own.map(
    (d) => `${d.line}:${d.column} ${d.severity}[${inertClipped(d.rule, 80)}]: ${inertClipped(d.message, clipAt.message)}`
  );
  const firstProblem = own[0] ? `${inertClipped(own[0].message, clipAt.message)}${own.length > 1 ? ` (and ${own.length - 1} more)` : ""}` : "";
  return {
    full: cells(location(item.file, item.line, void 0, links), message || firstProblem),
    compact: cells(
      location(item.file, item.line, void 0, {}),
      folded.length ? folded.join("<br>") : message
    ),
    attention: mark !== "\u2705" && mark !== "\u23ED\uFE0F",
    unchanged: item.action === "unchanged"
  };
}
function diagnosticLine(diagnostic, attached, links, maxMessage) {
  const text = (where) => `- ${where}: ${diagnostic.severity}[${inertClipped(diagnostic.rule, 80)}]: ${inertClipped(diagnostic.message, maxMessage)}`;
  return {
    full: text(location(diagnostic.file, diagnostic.line, diagnostic.column, links)),
    compact: text(location(diagnostic.file, diagnostic.line, diagnostic.column, {})),
    attached
  };
}
function fullDigestLink(links) {
  return links.summaryUrl ? `the [job summary](${links.summaryUrl})` : "the job summary of the workflow run";
}
var RISK_MARK = {
  high: "\u{1F534} high",
  medium: "\u{1F7E0} medium",
  low: "\u26AA low"
};
function reviewRow(review, flavor, mentions) {
  const clipAt = CLIP[flavor];
  const risk = flavor === "summary" ? `${RISK_MARK[review.risk]}: ${inertClipped(review.riskReason, 200)}` : RISK_MARK[review.risk];
  const author = `${inertClipped(review.author, 120)}${mentionOf(review.authorId, mentions, review.needs !== "review")}`;
  const cells = [
    inertClipped(review.dynamicConfig, clipAt.name),
    `${review.new ? "\u{1F195} " : ""}${inertClipped(review.review_id, 80)}`,
    inertClipped(review.type, 40),
    risk,
    inertClipped(review.status, 40),
    author,
    reviewersCell(review, mentions),
    `${age(review.ageDays)}${review.stale ? " \u23F0 stale" : ""}`,
    inertClipped(review.description, clipAt.description)
  ];
  return `| ${cells.join(" | ")} |`;
}
function reviewersCell(review, mentions) {
  if (review.noReviewers) return "\u26A0\uFE0F nobody asked: nobody will act";
  const names = review.reviewers.map((reviewer) => {
    const name = inertClipped(reviewer.kind === "group" ? `group:${reviewer.id}` : reviewer.id, 80);
    return `${name}${mentionOf(reviewer.id, mentions, review.needs === "review")}`;
  });
  return names.join(", ") || "\u2014";
}
function mentionOf(id, mentions, acts) {
  if (!acts || id === void 0 || !Object.hasOwn(mentions, id)) return "";
  const handle = mentions[id];
  return /^@[\w.-]+(\/[\w.-]+)?$/.test(handle) ? ` ${handle}` : "";
}
function age(days) {
  if (!Number.isFinite(days) || days < 1) return "today";
  const whole = Math.floor(days);
  return whole === 1 ? "1 day" : `${whole} days`;
}
function location(file, line, column, links) {
  const text = inertClipped(`${file}:${line}${column === void 0 ? "" : `:${column}`}`, 240);
  if (!links.blobBase || file.length > MAX_LINKED_PATH) return text;
  return `[${text}](${links.blobBase}/${encodePath(file)}#L${line})`;
}
var MAX_LINKED_PATH = 300;
function encodePath(file) {
  return file.split("/").map(
    (segment) => encodeURIComponent(segment).replace(
      /[()'!*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
    )
  ).join("/");
}

// src/report/markdown.ts
var COMMENT_MAX_CHARS = 65536;
var SUMMARY_MAX_BYTES = 1024 * 1024;
function renderComment(report, context) {
  const maxChars = context.maxChars ?? COMMENT_MAX_CHARS;
  const view = buildView(report, context, "comment");
  const compose = (layout) => composeComment(view, layout, context.marker);
  const full = { ...UNLIMITED, detail: "full", diagnostics: "list", rows: "listed" };
  const shrinking = [
    full,
    { ...full, diagnostics: "count" },
    { ...full, diagnostics: "count", rows: "attention" }
  ];
  return fitLayouts(shrinking, compose, maxChars, measureChars, cutNote(view.links, "comment"), view);
}
function renderJobSummary(report, context = {}) {
  const maxBytes = context.maxBytes ?? SUMMARY_MAX_BYTES;
  const view = buildView(report, context, "summary");
  const full = { ...UNLIMITED, detail: "full", diagnostics: "list", rows: "all" };
  const shrinking = [full, { ...full, detail: "compact" }];
  const compose = (layout) => composeSummary(view, layout);
  return fitLayouts(shrinking, compose, maxBytes, measureBytes, cutNote(view.links, "summary"), view);
}
function renderAppliedSection(report, context = {}) {
  const created = report.items.filter((item) => item.result === "created");
  const failed = report.items.filter((item) => item.result === "failed" || item.result === "rejected");
  const mark = failed.length > 0 || report.summary.errors > 0 ? "\u274C" : "\u2705";
  const lines = [
    `#### ${mark} Applied after merge: ${count(created.length, "metric")} created, ${failed.length} failed`
  ];
  if (created.length > 0) lines.push("", `Created: ${nameList(created)}`);
  if (failed.length > 0) lines.push("", `Failed: ${nameList(failed)}`);
  const footer = footerLine(linksOf(context));
  if (footer) lines.push("", footer);
  return lines.join("\n");
}
function nameList(items) {
  const sorted = [...items].sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const shown = sorted.slice(0, 40).map((item) => inertClipped(item.name, 80));
  const more = items.length - shown.length;
  return shown.join(", ") + (more > 0 ? ` and ${more} more` : "");
}
var UNLIMITED = {
  itemLimit: Number.POSITIVE_INFINITY,
  diagnosticLimit: Number.POSITIVE_INFINITY,
  reviewLimit: Number.POSITIVE_INFINITY
};
function fitLayouts(layouts, compose, max, measure, note, view) {
  for (const layout of layouts) {
    const text = compose(layout);
    if (measure(text) <= max) return text;
  }
  const last = layouts[layouts.length - 1];
  return fitMarkdown(compose(rowsThatFit(view, last, max, measure, compose)), max, note, measure);
}
function rowsThatFit(view, base, max, measure, compose) {
  const none = { ...base, itemLimit: 0, diagnosticLimit: 0, reviewLimit: 0 };
  let budget = max - measure(compose(none)) - 600;
  const take = (lines) => {
    const taken = linesThatFit(lines, budget, measure);
    budget -= lines.slice(0, taken).reduce((sum, line) => sum + measure(line) + 1, 0);
    return taken;
  };
  const itemLimit = take(shownRows(view, base).map((row) => row[base.detail]));
  const diagnosticLimit = base.diagnostics === "list" ? take(shownDiagnostics(view, base).map((d) => d[base.detail])) : 0;
  return { ...base, itemLimit, diagnosticLimit, reviewLimit: take(view.reviews) };
}
function isCut(layout) {
  return [layout.itemLimit, layout.diagnosticLimit, layout.reviewLimit].some(Number.isFinite);
}
function isShrunk(layout) {
  return isCut(layout) || layout.diagnostics === "count" || layout.rows === "attention";
}
function shownRows(view, layout) {
  if (layout.rows === "attention") return view.rows.filter((row) => row.attention);
  const listed = view.rows.filter((row) => !row.unchanged);
  return layout.rows === "all" ? [...listed, ...view.rows.filter((row) => row.unchanged)] : listed;
}
function shownDiagnostics(view, layout) {
  const all = [...view.errors, ...view.warnings];
  return layout.detail === "compact" ? all.filter((d) => !d.attached) : all;
}
function limitOf(limit) {
  return Number.isFinite(limit) ? limit : Number.MAX_SAFE_INTEGER;
}
var ITEM_HEADER = "|  | Metric | Type | Location | Action | Result | Message |\n|---|---|---|---|---|---|---|";
var REVIEW_HEADER = "| Config | Review | Type | Risk | Status | Author | Reviewers | Age | Description |\n|---|---|---|---|---|---|---|---|---|";
function composeComment(view, layout, marker) {
  const blocks = [marker, `### ${view.headline}`, ...noticeBlocks(view)];
  blocks.push(
    ...itemBlocks(view, layout),
    ...diagnosticBlocks(view, layout),
    ...reviewBlocks(view, layout, "####")
  );
  if (isShrunk(layout)) blocks.push(cutNote(view.links, "comment"));
  return finish(blocks, view.links);
}
function composeSummary(view, layout) {
  const blocks = [`## ${view.headline}`, ...noticeBlocks(view)];
  blocks.push(
    ...itemBlocks(view, layout),
    ...diagnosticBlocks(view, layout),
    ...reviewBlocks(view, layout, "###")
  );
  if (isCut(layout)) blocks.push(cutNote(view.links, "summary"));
  return finish(blocks, view.links);
}
function finish(blocks, links) {
  const footer = footerLine(links);
  if (footer) blocks.push(`---
${footer}`);
  return `${blocks.join("\n\n")}
`;
}
function noticeBlocks(view) {
  const blocks = view.failure ? [`> [!CAUTION]
> **The run stopped:** ${view.failure}`] : [];
  if (view.notices.length === 0) return blocks;
  return [...blocks, `> [!NOTE]
${view.notices.map((notice) => `> ${notice}`).join("\n>\n")}`];
}
function itemBlocks(view, layout) {
  const candidates = shownRows(view, layout);
  const shown = candidates.slice(0, limitOf(layout.itemLimit));
  const listed = shown.filter((row) => !row.unchanged).map((row) => row[layout.detail]);
  const unchanged = shown.filter((row) => row.unchanged).map((row) => row[layout.detail]);
  const blocks = [];
  if (listed.length > 0) blocks.push(`${ITEM_HEADER}
${listed.join("\n")}`);
  if (unchanged.length > 0) {
    const title = `<summary>Unchanged (${view.rows.filter((row) => row.unchanged).length})</summary>`;
    blocks.push(`<details>
${title}

${ITEM_HEADER}
${unchanged.join("\n")}

</details>`);
  }
  const notes = itemNotes(view, layout, candidates.length, shown.length);
  if (notes.length > 0) blocks.push(`_${notes.join(" ")}_`);
  return blocks;
}
function itemNotes(view, layout, candidates, shown) {
  const notes = [];
  const unchanged = view.rows.filter((row) => row.unchanged).length;
  if (layout.rows !== "all" && unchanged > 0)
    notes.push(`${count(unchanged, "unchanged definition")} not listed.`);
  const passing = view.rows.length - unchanged - candidates;
  if (layout.rows === "attention" && passing > 0) notes.push(`${count(passing, "passing row")} not shown.`);
  if (candidates > shown) notes.push(`${count(candidates - shown, "more row")} cut.`);
  if (view.rows.length === 0 && !view.showReviews && !view.failure)
    notes.push("No metric definitions found.");
  return notes;
}
function diagnosticBlocks(view, layout) {
  if (view.errors.length === 0 && view.warnings.length === 0) return [];
  if (layout.diagnostics === "count") {
    return [
      `**${count(view.errors.length, "error")}, ${count(view.warnings.length, "warning")}**: listed in the job summary.`
    ];
  }
  let left = limitOf(layout.diagnosticLimit);
  const section = (title, lines, open4) => {
    const own = layout.detail === "compact" ? lines.filter((line) => !line.attached) : lines;
    const shown = own.slice(0, left).map((line) => line[layout.detail]);
    left -= shown.length;
    return diagnosticSection(view, {
      title,
      total: lines.length,
      shown,
      cut: own.length - shown.length,
      open: open4
    });
  };
  return [
    ...section("Errors", view.errors, view.status === "fail"),
    ...section("Warnings", view.warnings, view.status === "warn")
  ];
}
function diagnosticSection(view, section) {
  if (section.total === 0) return [];
  const folded = section.total - section.shown.length - section.cut;
  const lines = [...section.shown];
  if (folded > 0) lines.push(`- _${folded} more in the rows of their definitions above_`);
  if (section.cut > 0) lines.push(`- _${section.cut} more cut_`);
  const body = lines.join("\n");
  if (view.flavor === "summary") return [`### ${section.title} (${section.total})

${body}`];
  const summary2 = `<summary><b>${section.title} (${section.total})</b></summary>`;
  return [`<details${section.open ? " open" : ""}>
${summary2}

${body}

</details>`];
}
function reviewBlocks(view, layout, heading) {
  if (!view.showReviews || view.reviewsForm === "none") return [];
  const blocks = [`${heading} Open reviews (${view.reviews.length})`];
  if (view.reviews.length > 0) blocks.push(`**${view.reviewHeadline}**`);
  else if (view.reviewProblems.length === 0) blocks.push("_No open reviews._");
  else blocks.push('_No review could be read: see below. This is not "no open reviews"._');
  if (view.reviewsClosedSince)
    blocks.push(`_${count(view.reviewsClosedSince, "review")} of the last digest no longer open._`);
  const budget = limitOf(layout.reviewLimit);
  blocks.push(...view.reviewsForm === "compact" ? compactReviews(view, budget) : fullReviews(view, budget));
  if (view.reviewProblems.length > 0)
    blocks.push(`${heading} Reviews that could not be read

${view.reviewProblems.join("\n")}`);
  return blocks;
}
function fullReviews(view, budget) {
  const blocks = [];
  let left = budget;
  for (const group of view.reviewGroups) {
    const rows = group.rows.slice(0, Math.max(0, left));
    left -= rows.length;
    if (rows.length > 0)
      blocks.push(`**${group.title}** (${group.rows.length})

${REVIEW_HEADER}
${rows.join("\n")}`);
  }
  const shown = Math.min(budget, view.reviews.length);
  if (view.reviews.length > shown) blocks.push(`_${count(view.reviews.length - shown, "more review")} cut._`);
  return blocks;
}
function compactReviews(view, budget) {
  const shown = view.reviewAttention.slice(0, budget);
  const blocks = shown.length > 0 ? [`Stale, high-risk or unassigned:

${REVIEW_HEADER}
${shown.join("\n")}`] : [];
  if (view.reviews.length > 0)
    blocks.push(`_The full digest, by who must act: ${view.fullDigestAt}._${VOLATILE_LINE_MARK}`);
  return blocks;
}
function cutNote(links, flavor) {
  if (flavor === "summary") {
    return "> [!WARNING]\n> This summary was cut to stay under GitHub's 1 MiB limit for a job summary. The complete report is the JSON file named by the `report` output.";
  }
  const where = links.summaryUrl ? `the [job summary](${links.summaryUrl})` : "the job summary of the workflow run";
  return `> [!WARNING]
> This comment was shortened to stay under GitHub's 65,536-character limit. The full report is in ${where}.`;
}

// src/github/comment-body.ts
function withMarker(marker, body) {
  return body.startsWith(marker) ? body : `${marker}
${body}`;
}
function sameBody(stored, wanted) {
  return comparable(stored ?? "") === comparable(wanted);
}
function comparable(body) {
  return body.replace(/\r\n/g, "\n").split("\n").filter((line) => !line.endsWith(VOLATILE_LINE_MARK)).join("\n");
}
var CUT_FOR_SECTION = "_The report above was shortened to make room for what the merge applied; the full report is in the job summary._";
var SECTION_CUT = "_Shortened to fit in the comment._";
function withAppliedSection(body, marker, section, maxChars = COMMENT_MAX_CHARS) {
  const subMarker = appliedMarker(marker);
  const at2 = body.indexOf(subMarker);
  const report = withMarker(marker, (at2 < 0 ? body : body.slice(0, at2)).trimEnd());
  const applied = fitMarkdown(`${subMarker}
${section.trim()}
`, Math.floor(maxChars / 2), SECTION_CUT);
  const room = maxChars - applied.length - 2;
  const kept = report.length <= room ? report : fitMarkdown(report, room, CUT_FOR_SECTION).trimEnd();
  return `${kept}

${applied}`;
}

// src/github/identity.ts
var ACTIONS_BOT_LOGIN = "github-actions[bot]";
var logins = /* @__PURE__ */ new WeakMap();
async function ownLogin(octokit, author) {
  if (author) return author;
  let login = logins.get(octokit);
  if (!login) {
    login = lookUpLogin(octokit);
    logins.set(octokit, login);
    login.catch(() => logins.delete(octokit));
  }
  return login;
}
async function lookUpLogin(octokit) {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch (error2) {
    const status = httpStatus(error2);
    if (status === 403 || status === 404) return ACTIONS_BOT_LOGIN;
    throw toGitHubError(error2, "find out which account the GitHub token belongs to");
  }
}
function sameLogin(a, b) {
  return a !== void 0 && a.toLowerCase() === b.toLowerCase();
}

// src/github/sticky-comment.ts
var WRITE_PERMISSION = "pull-requests: write";
async function upsertStickyComment(octokit, p) {
  const body = withMarker(p.marker, p.body);
  assertFits(body);
  const existing = await findStickyComment(octokit, p);
  return writeComment(octokit, p, existing, body);
}
async function appendToStickyComment(octokit, p) {
  const existing = await findStickyComment(octokit, p);
  const body = withAppliedSection(
    existing?.body ?? p.marker,
    p.marker,
    p.section,
    p.maxChars ?? COMMENT_MAX_CHARS
  );
  return writeComment(octokit, p, existing, body);
}
async function findStickyComment(octokit, p) {
  const author = await ownLogin(octokit, p.author);
  const where = `${p.owner}/${p.repo}#${p.issueNumber}`;
  let comments;
  try {
    comments = await octokit.paginate(octokit.rest.issues.listComments, {
      owner: p.owner,
      repo: p.repo,
      issue_number: p.issueNumber,
      per_page: 100
    });
  } catch (error2) {
    throw toGitHubError(error2, `read the comments of ${where}`, "pull-requests: read");
  }
  const ours = comments.filter(
    (comment) => sameLogin(comment.user?.login, author) && comment.body?.includes(p.marker)
  );
  const newest = ours.sort((a, b) => compareCreated(b, a))[0];
  return newest ? { id: newest.id, url: newest.html_url, body: newest.body ?? "" } : void 0;
}
function compareCreated(a, b) {
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id;
}
async function writeComment(octokit, p, existing, body) {
  const where = `${p.owner}/${p.repo}#${p.issueNumber}`;
  if (existing && sameBody(existing.body, body))
    return { id: existing.id, url: existing.url, action: "unchanged" };
  try {
    if (existing) {
      const { data: data2 } = await octokit.rest.issues.updateComment({
        owner: p.owner,
        repo: p.repo,
        comment_id: existing.id,
        body
      });
      return { id: data2.id, url: data2.html_url, action: "updated" };
    }
    const { data } = await octokit.rest.issues.createComment({
      owner: p.owner,
      repo: p.repo,
      issue_number: p.issueNumber,
      body
    });
    return { id: data.id, url: data.html_url, action: "created" };
  } catch (error2) {
    throw toGitHubError(error2, `${existing ? "update" : "create"} the comment on ${where}`, WRITE_PERMISSION);
  }
}
function assertFits(body) {
  if (body.length > COMMENT_MAX_CHARS) {
    throw new GitHubError(
      "invalid",
      `The comment has ${body.length} characters, over GitHub's ${COMMENT_MAX_CHARS}: render it with renderComment, which keeps it under the limit.`
    );
  }
}

// src/github/tracking-issue.ts
var ISSUE_MAX_CHARS = 65536;
async function upsertTrackingIssue(octokit, p) {
  const author = await ownLogin(octokit, p.author);
  const existing = await findTrackingIssue(octokit, p, author);
  const rendered = typeof p.body === "string" ? p.body : p.body(existing?.body ?? void 0);
  const body = withMarker(p.marker, rendered);
  if (body.length > ISSUE_MAX_CHARS) {
    throw new GitHubError(
      "invalid",
      `The issue body has ${body.length} characters, over GitHub's ${ISSUE_MAX_CHARS}: render it with renderComment.`
    );
  }
  if (existing && existing.title === p.title && sameBody(existing.body, body)) {
    return { number: existing.number, url: existing.html_url, action: "unchanged" };
  }
  try {
    if (existing) {
      await octokit.rest.issues.update({
        owner: p.owner,
        repo: p.repo,
        issue_number: existing.number,
        title: p.title,
        body
      });
      return { number: existing.number, url: existing.html_url, action: "updated" };
    }
    const { data } = await octokit.rest.issues.create({ owner: p.owner, repo: p.repo, title: p.title, body });
    return { number: data.number, url: data.html_url, action: "created" };
  } catch (error2) {
    throw toGitHubError(
      error2,
      `${existing ? "update" : "create"} the reviews issue in ${p.owner}/${p.repo}`,
      "issues: write"
    );
  }
}
async function findTrackingIssue(octokit, p, author) {
  const byCreator = await listOpenIssues(octokit, p, author);
  const found = byCreator && pickIssue(byCreator, p.marker, author);
  return found ?? pickIssue(await listOpenIssues(octokit, p, void 0) ?? [], p.marker, author);
}
async function listOpenIssues(octokit, p, creator) {
  try {
    return await octokit.paginate(octokit.rest.issues.listForRepo, {
      owner: p.owner,
      repo: p.repo,
      state: "open",
      per_page: 100,
      ...creator ? { creator } : {}
    });
  } catch (error2) {
    if (creator && httpStatus(error2) === 422) return void 0;
    throw toGitHubError(error2, `list the open issues of ${p.owner}/${p.repo}`, "issues: read");
  }
}
function pickIssue(issues, marker, author) {
  return issues.filter(
    (issue2) => !issue2.pull_request && sameLogin(issue2.user?.login, author) && issue2.body?.includes(marker)
  ).sort((a, b) => b.number - a.number)[0];
}

// src/reconcile/run.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import { resolve } from "node:path";

// src/definitions/catalogue.ts
function referencesOf(body) {
  const list = Array.isArray(body.metricComponentMetrics) ? body.metricComponentMetrics : [];
  return list.flatMap((entry, i) => {
    const item = entry;
    if (typeof item?.name !== "string" || typeof item.type !== "string") return [];
    return [
      {
        id: `${item.name}::${item.type}`,
        name: item.name,
        type: item.type,
        path: ["metricComponentMetrics", i]
      }
    ];
  });
}
function withCatalogueChecks(validation, ledgerIds = []) {
  const { config, definitions } = validation;
  const found = [
    ...referenceDiagnostics(definitions, config, ledgerIds),
    ...sameNameDiagnostics(definitions),
    ...sourceDiagnostics(definitions, config)
  ];
  if (found.length === 0) return validation;
  const failing = new Set(found.filter((d) => d.severity === "error").map((d) => d.owner));
  const checked2 = definitions.map(
    (definition) => failing.has(definition) ? { ...definition, valid: false } : definition
  );
  const diagnostics = sortDiagnostics([...validation.diagnostics, ...found.map(({ owner: _, ...d }) => d)]);
  return { ...validation, definitions: checked2, diagnostics };
}
function at(definition, path, rule, severity, message) {
  return { ...definition.locate(path), severity, rule, message, path: dottedPath(path), owner: definition };
}
function referenceDiagnostics(definitions, config, ledgerIds) {
  const inTree = new Set(definitions.filter((d) => d.id).map((d) => d.id));
  const known = /* @__PURE__ */ new Set([...inTree, ...config.externalMetrics, ...ledgerIds]);
  const byName = idsByName(known);
  const cyclic = cyclicIds(definitions);
  const found = [];
  for (const definition of definitions) {
    for (const reference of referencesOf(definition.body)) {
      if (reference.id === definition.id) {
        found.push(
          at(
            definition,
            reference.path,
            "reference.cycle",
            "error",
            `\`${definition.id}\` names itself as a component`
          )
        );
      } else if (cyclic.has(definition.id) && cyclic.get(definition.id) === cyclic.get(reference.id)) {
        found.push(
          at(
            definition,
            reference.path,
            "reference.cycle",
            "error",
            `\`${definition.id}\` and \`${reference.id}\` are components of each other (a cycle): one of them must not name the other`
          )
        );
      } else if (!known.has(reference.id)) {
        found.push(
          at(
            definition,
            [...reference.path, "name"],
            "reference.unknown",
            "error",
            unknownMessage(reference, byName, ledgerIds.length > 0)
          )
        );
      }
    }
  }
  return found;
}
function idsByName(known) {
  const byName = /* @__PURE__ */ new Map();
  for (const id of known) {
    const name = id.slice(0, id.lastIndexOf("::"));
    const ids = byName.get(name);
    if (ids) ids.push(id);
    else byName.set(name, [id]);
  }
  return byName;
}
function unknownMessage(reference, byName, ledgerRead) {
  const where = `defined in the tree${ledgerRead ? ", recorded in the ledger" : ""} or listed in the config's externalMetrics`;
  const sameName = byName.get(reference.name) ?? [];
  if (sameName.length > 0) {
    const types = sameName.map((id) => `\`${id.slice(reference.name.length + 2)}\``).join(" or ");
    return `no metric \`${reference.id}\` is ${where}: \`${reference.name}\` is a ${types}; write \`type: ${sameName[0].slice(reference.name.length + 2)}\``;
  }
  const nearest = closest(reference.name, byName.keys());
  const hint = nearest ? ` (did you mean \`${byName.get(nearest).at(-1)}\`?)` : "";
  return `no metric \`${reference.id}\` is ${where}${hint}; a metric made in the console goes in externalMetrics`;
}
function cyclicIds(definitions) {
  const edges = /* @__PURE__ */ new Map();
  for (const definition of definitions) {
    if (!definition.id) continue;
    edges.set(
      definition.id,
      referencesOf(definition.body).map((r) => r.id)
    );
  }
  const index = /* @__PURE__ */ new Map();
  const low = /* @__PURE__ */ new Map();
  const onStack = /* @__PURE__ */ new Set();
  const stack = [];
  const component = /* @__PURE__ */ new Map();
  let counter = 0;
  let components = 0;
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [{ id: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1);
      const targets = edges.get(frame.id) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!edges.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ id: target, next: 0 });
        } else if (onStack.has(target)) low.set(frame.id, Math.min(low.get(frame.id), index.get(target)));
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.id, Math.min(low.get(parent.id), low.get(frame.id)));
      if (low.get(frame.id) !== index.get(frame.id)) continue;
      const members = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        members.push(member);
      } while (member !== frame.id);
      if (members.length > 1) {
        for (const id of members) component.set(id, components);
        components++;
      }
    }
  }
  return component;
}
function sameNameDiagnostics(definitions) {
  const byName = /* @__PURE__ */ new Map();
  for (const definition of definitions) {
    if (!definition.id) continue;
    const group = byName.get(definition.name);
    if (group) group.push(definition);
    else byName.set(definition.name, [definition]);
  }
  const found = [];
  for (const group of byName.values()) {
    const types = new Set(group.map((d) => d.type));
    if (types.size < 2) continue;
    for (const definition of group) {
      const others = group.filter((other) => other.type !== definition.type).map((other) => `\`${other.type}\` at ${other.file}:${other.line}`);
      found.push(
        at(
          definition,
          ["name"],
          "definition.same-name",
          "warning",
          `\`${definition.name}\` is also defined as ${others.join(", ")}: two metrics that read alike; give one another name`
        )
      );
    }
  }
  return found;
}
function sourceDiagnostics(definitions, config) {
  const known = config.knownMetricSources;
  if (!known) return [];
  const found = [];
  for (const definition of definitions) {
    for (const { name, path } of sourceNames(definition.body)) {
      if (known.includes(name)) continue;
      const match = closest(name, known);
      found.push(
        at(
          definition,
          path,
          "whn.unknown-source",
          "error",
          `metric source \`${name}\` is not in the config's knownMetricSources${match ? ` (did you mean \`${match}\`?)` : ""}`
        )
      );
    }
  }
  return found;
}
function* sourceNames(body) {
  const whn = body.warehouseNative;
  if (typeof whn !== "object" || whn === null) return;
  for (const key of ["metricSourceName", "denominatorMetricSourceName"]) {
    if (typeof whn[key] === "string") yield { name: whn[key], path: ["warehouseNative", key] };
  }
  for (const key of ["metricSources", "funnelEvents", "components"]) {
    const list = Array.isArray(whn[key]) ? whn[key] : [];
    for (const [i, item] of list.entries()) {
      const name = item?.metricSourceName;
      if (typeof name === "string") yield { name, path: ["warehouseNative", key, i, "metricSourceName"] };
    }
  }
}

// src/report/model.ts
var RUN_MODES = ["validate", "plan", "apply", "reviews"];
function isRunMode(value) {
  return RUN_MODES.includes(value);
}
function summarize(input) {
  const summary2 = emptySummary();
  summary2.files = input.files ?? 0;
  summary2.definitions = input.definitions ?? 0;
  for (const diagnostic of input.diagnostics) {
    if (diagnostic.severity === "error") summary2.errors++;
    else summary2.warnings++;
  }
  for (const item of input.items ?? []) {
    if (item.action !== "invalid") summary2[item.action]++;
    if (item.result === "created") summary2.created++;
  }
  summary2.failed = input.failed ?? 0;
  return summary2;
}
function reportOf(mode, parts = {}) {
  const { files, definitions, failed, ...rest } = parts;
  const report = {
    mode,
    diagnostics: [],
    items: [],
    reviews: [],
    reviewProblems: [],
    notices: [],
    ...rest
  };
  return {
    ...report,
    summary: summarize({
      diagnostics: report.diagnostics,
      // Without the ledger, validate knows nothing of create or unchanged: it counts no actions.
      items: mode === "validate" ? [] : report.items,
      ...files !== void 0 && { files },
      ...definitions !== void 0 && { definitions },
      ...failed !== void 0 && { failed }
    })
  };
}
function emptySummary() {
  return {
    files: 0,
    definitions: 0,
    errors: 0,
    warnings: 0,
    create: 0,
    unchanged: 0,
    changed: 0,
    removed: 0,
    created: 0,
    failed: 0
  };
}

// src/reconcile/claims.ts
import { hostname } from "node:os";

// src/files/temporaries.ts
import { readdir as readdir2, rm as rm2 } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
function isProcessAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error2) {
    return error2.code === "EPERM";
  }
}
async function removeAbandonedTemporaries(path) {
  const dir = dirname(path);
  const prefix = `${basename(path)}.`;
  let names;
  try {
    names = await readdir2(dir);
  } catch {
    return [];
  }
  const removed = [];
  for (const name of names) {
    const pid = abandonedPid(name, prefix);
    if (pid === void 0 || isProcessAlive(pid)) continue;
    await rm2(join(dir, name), { force: true });
    removed.push(name);
  }
  return removed;
}
function abandonedPid(name, prefix) {
  if (!name.startsWith(prefix)) return void 0;
  const match = /^(?:lock\.)?(\d+)\.[0-9a-f]+\.tmp$/.exec(name.slice(prefix.length));
  return match ? Number(match[1]) : void 0;
}

// src/reconcile/claims.ts
var CLAIM_TTL_MS = 30 * 6e4;
function localRunIdentity(runId) {
  return { runId, pid: process.pid, host: hostname() };
}
function isLiveClaim(entry, me, now) {
  if (entry.runId === void 0 || entry.runId === me.runId) return false;
  if (entry.lineage !== void 0 && entry.lineage === me.lineage) return false;
  if (entry.pid !== void 0 && entry.host !== void 0 && entry.host === me.host)
    return isProcessAlive(entry.pid);
  return now.getTime() - Date.parse(entry.startedAt) < CLAIM_TTL_MS;
}
function claim(current, wanted, me, now) {
  const pending = { ...current.pending };
  const result = {
    ledger: current,
    claimed: [],
    inherited: /* @__PURE__ */ new Set(),
    heldElsewhere: /* @__PURE__ */ new Map(),
    recordedMeanwhile: []
  };
  for (const item of wanted) {
    if (current.metrics[item.id]) {
      result.recordedMeanwhile.push(item.id);
      continue;
    }
    const previous = pending[item.id];
    if (previous && isLiveClaim(previous, me, now)) {
      result.heldElsewhere.set(item.id, previous);
      continue;
    }
    if (previous && previous.hash === item.hash) result.inherited.add(item.id);
    pending[item.id] = {
      hash: item.hash,
      file: item.file,
      startedAt: now.toISOString(),
      ...identityFields(me)
    };
    result.claimed.push(item.id);
  }
  result.ledger = { ...current, pending };
  return result;
}
function releaseClaims(current, me, ids) {
  const pending = { ...current.pending };
  let changed = false;
  for (const id of ids) {
    const entry = pending[id];
    if (!entry || entry.runId !== me.runId) continue;
    pending[id] = { hash: entry.hash, file: entry.file, startedAt: entry.startedAt };
    changed = true;
  }
  return changed ? { ...current, pending } : current;
}
function identityFields(me) {
  const fields = { runId: me.runId };
  if (me.lineage !== void 0) fields.lineage = me.lineage;
  if (me.pid !== void 0) fields.pid = me.pid;
  if (me.host !== void 0) fields.host = me.host;
  return fields;
}

// src/reconcile/create-order.ts
function dependenciesOf(entry, creating) {
  return referencesOf(entry.definition.body).map((reference) => reference.id).filter((id) => id !== entry.definition.id && creating.has(id));
}
function creationWaves(entries) {
  const creating = new Set(entries.map((entry) => entry.definition.id));
  const byId = new Map(entries.map((entry) => [entry.definition.id, entry]));
  const depth = /* @__PURE__ */ new Map();
  const visiting = /* @__PURE__ */ new Set();
  const depthOf = (id) => {
    const known = depth.get(id);
    if (known !== void 0) return known;
    if (visiting.has(id)) return 0;
    visiting.add(id);
    const deps = dependenciesOf(byId.get(id), creating);
    const level = deps.length === 0 ? 0 : 1 + Math.max(...deps.map(depthOf));
    visiting.delete(id);
    depth.set(id, level);
    return level;
  };
  const waves = [];
  for (const entry of entries) {
    const level = depthOf(entry.definition.id);
    const wave = waves[level] ?? [];
    wave.push(entry);
    waves[level] = wave;
  }
  return waves.filter((wave) => wave !== void 0);
}

// src/reconcile/recorder.ts
var DEFAULT_FLUSH = { maxRecords: 200, maxDelayMs: 5e3 };
var LedgerRecorder = class {
  constructor(store, identity, policy = DEFAULT_FLUSH) {
    this.store = store;
    this.identity = identity;
    this.policy = policy;
  }
  store;
  identity;
  policy;
  metrics = {};
  dropped = [];
  size = 0;
  waiters = [];
  timer;
  writing;
  writes = 0;
  appended = false;
  /** Resolves once the created metric is in a written batch. */
  record(entry) {
    return this.enqueue(() => {
      this.metrics[entry.id] = entry;
    });
  }
  /** Drops this run's claim on `id` (its create was answered definitively "no"). */
  drop(id) {
    return this.enqueue(() => {
      this.dropped.push(id);
    });
  }
  /** A full update of the ledger, after every outcome queued so far is written. */
  async apply(mutation) {
    await this.flush();
    await this.store.update(mutation);
    this.writes++;
    this.appended = false;
  }
  /** Writes what is queued now and waits for it. */
  async flush() {
    while (this.size > 0 || this.writing) {
      if (this.writing) await this.writing.catch(() => {
      });
      else this.startWrite();
    }
  }
  /** Writes what is queued, then folds the run's journal into the ledger (one full write). */
  async close() {
    await this.flush();
    if (!this.appended) return;
    await this.store.compact();
    this.writes++;
    this.appended = false;
  }
  /** How many ledger writes were made: a figure for the benchmark and the tests. */
  get writeCount() {
    return this.writes;
  }
  enqueue(add) {
    return new Promise((resolve3, reject) => {
      add();
      this.size++;
      this.waiters.push({ resolve: resolve3, reject });
      if (this.size >= this.policy.maxRecords) this.startWrite();
      else this.timer ??= setTimeout(() => this.startWrite(), this.policy.maxDelayMs);
    });
  }
  /** One write at a time; outcomes arriving meanwhile wait for the next batch. */
  startWrite() {
    clearTimeout(this.timer);
    this.timer = void 0;
    if (this.writing || this.size === 0) return;
    const batch = { runId: this.identity.runId, metrics: this.metrics, dropped: this.dropped };
    const waiters = this.waiters;
    this.metrics = {};
    this.dropped = [];
    this.size = 0;
    this.waiters = [];
    this.writing = this.store.append(batch).then(
      () => {
        this.writes++;
        this.appended = true;
        for (const waiter of waiters) waiter.resolve();
      },
      (error2) => {
        for (const waiter of waiters) waiter.reject(error2);
      }
    ).finally(() => {
      this.writing = void 0;
      if (this.size >= this.policy.maxRecords) this.startWrite();
      else if (this.size > 0) this.timer ??= setTimeout(() => this.startWrite(), this.policy.maxDelayMs);
    });
  }
};

// src/reconcile/compare-ledger.ts
function classify(definitions, ledger) {
  const present = /* @__PURE__ */ new Set();
  const planned = definitions.map((definition) => {
    if (definition.id) present.add(definition.id);
    const hash = definitionHash(definition.body);
    const recorded = definition.id ? ledger.metrics[definition.id] : void 0;
    if (!definition.valid) return { definition, action: "invalid", hash, ...recorded && { recorded } };
    if (!recorded) return { definition, action: "create", hash };
    return { definition, action: recorded.hash === hash ? "unchanged" : "changed", hash, recorded };
  });
  const removed = Object.values(ledger.metrics).filter((entry) => !present.has(entry.id));
  return { planned, removed };
}
function itemOf(planned) {
  const { definition } = planned;
  return {
    file: definition.file,
    line: definition.line,
    name: definition.name,
    type: definition.type,
    id: definition.id,
    action: planned.action
  };
}
function removedItem(entry) {
  const [name = entry.id, type = ""] = splitId(entry.id);
  return {
    file: entry.file,
    line: 1,
    name,
    type,
    id: entry.id,
    action: "removed",
    message: "no longer defined here; nothing was deleted"
  };
}
function splitId(id) {
  const at2 = id.lastIndexOf("::");
  return at2 < 0 ? [id, ""] : [id.slice(0, at2), id.slice(at2 + 2)];
}
function changedDiagnostic(planned, onChange) {
  const { definition, recorded } = planned;
  const since = recorded ? ` on ${recorded.createdAt.slice(0, 10)}` : "";
  return {
    file: definition.file,
    line: definition.line,
    column: definition.column,
    severity: onChange === "fail" ? "error" : "warning",
    rule: "definition.changed",
    path: "",
    message: `\`${definition.id}\` changed since it was created${since}, and the Console API cannot update a metric. Rename it to create a new metric, or make the same change in the console and record it with \`metrics-as-code apply --accept-changes\`.`
  };
}
function removedDiagnostic(entry) {
  return {
    file: entry.file,
    line: 1,
    column: 1,
    severity: "warning",
    rule: "definition.removed",
    path: "",
    message: `\`${entry.id}\` was created by this repository and is no longer defined; nothing was deleted (the Console API cannot delete): archive it in the console if that was the intent.`
  };
}

// src/reconcile/run-state.ts
var RunState = class {
  planned;
  validation;
  removed;
  items = /* @__PURE__ */ new Map();
  byId;
  /**
   * Most of what the ledger records is missing from the tree: the config or --cwd points at the
   * wrong place, not a mass deletion. Set, the run sends nothing and stops with exit 2.
   */
  misplaced;
  diagnostics;
  failed = /* @__PURE__ */ new Set();
  notices = [];
  /** A refused key, or a URL that is not the Console API: nothing more is sent. */
  authFailure;
  transientFailures = 0;
  /** Classifies every definition against the ledger. */
  constructor(validation, ledger) {
    this.validation = withCatalogueChecks(validation, Object.keys(ledger.metrics));
    this.diagnostics = [...this.validation.diagnostics];
    ({ planned: this.planned, removed: this.removed } = classify(this.validation.definitions, ledger));
    this.misplaced = massRemoval(
      this.removed.length,
      Object.keys(ledger.metrics).length,
      this.planned.length
    );
  }
  /** The planned definition with this `name::type` id, if the tree has it. */
  plannedById(id) {
    this.byId ??= new Map(this.planned.map((entry) => [entry.definition.id, entry]));
    return this.byId.get(id);
  }
  item(planned) {
    let item = this.items.get(planned);
    if (!item) {
      item = itemOf(planned);
      this.items.set(planned, item);
    }
    return item;
  }
  /** A definitive "no" (rejected, conflict) is placed on the definition; anything else is counted. */
  settleFailure(planned, error2) {
    const item = this.item(planned);
    this.failed.add(planned);
    if (error2.kind === "rejected" || error2.kind === "conflict") {
      item.result = error2.kind === "conflict" ? "exists" : "rejected";
      item.message = error2.kind === "conflict" ? "already exists in the Console, outside this repository" : error2.message;
      this.diagnostics.push(...rejectionDiagnostics(planned, error2));
      return;
    }
    item.result = "failed";
    item.message = error2.message;
    if (error2.kind === "auth" || error2.kind === "config") this.authFailure ??= error2;
    else this.transientFailures++;
  }
  /** Said at the top of every rendering of the report. */
  notice(text) {
    this.notices.push(text);
  }
  /** After a refused key nothing more is sent: say so on every item left. */
  markUnreached(targets) {
    if (!this.authFailure) return;
    for (const target of targets) {
      const item = this.item(target);
      if (item.result) continue;
      item.result = "skipped";
      item.message = this.authFailure.kind === "config" ? "not attempted: the Console API URL is wrong (see above)" : "not attempted: the Console API refused the API key";
    }
  }
  finish(mode, onChange) {
    const items = [...this.planned.map((entry) => this.item(entry)), ...this.removed.map(removedItem)];
    const diagnostics = sortDiagnostics([...this.diagnostics, ...this.ledgerDiagnostics(onChange)]);
    const report = reportOf(mode, {
      files: this.validation.files,
      definitions: this.validation.definitions.length,
      diagnostics,
      items,
      failed: this.failed.size,
      notices: this.notices,
      ...this.failure()
    });
    const { summary: summary2 } = report;
    if (this.misplaced) return { report: { ...report, failure: this.misplaced }, exitCode: 2 /* Usage */ };
    if (this.authFailure?.kind === "config") return { report, exitCode: 2 /* Usage */ };
    const exitCode = exitCodeOf({
      auth: !!this.authFailure,
      transient: this.transientFailures > 0,
      errors: summary2.errors + summary2.failed
    });
    return { report, exitCode };
  }
  /** `changed` and `removed` cannot be applied: say what to do (unless the change was accepted). */
  ledgerDiagnostics(onChange) {
    const changed = this.planned.filter(
      (entry) => entry.action === "changed" && this.item(entry).result !== "exists"
    );
    return [
      ...changed.map((entry) => changedDiagnostic(entry, onChange)),
      ...this.removed.map(removedDiagnostic)
    ];
  }
  failure() {
    if (this.authFailure?.kind === "config") {
      return {
        failure: { rule: "config.api-url", message: `${this.authFailure.message}. Nothing was sent.` }
      };
    }
    if (this.authFailure) {
      const message = `the Console API refused the API key: ${this.authFailure.message}. Nothing further was attempted.`;
      return { failure: { rule: "api.auth", message } };
    }
    if (this.transientFailures > 0) {
      const message = `${this.transientFailures} request(s) failed after retries (the service was unavailable or slow). Nothing is lost: run again to finish.`;
      return { failure: { rule: "api.unavailable", message } };
    }
    return {};
  }
};
function massRemoval(removed, recorded, inTree) {
  const most = removed === recorded || recorded >= 10 && removed * 2 > recorded;
  if (removed === 0 || !most || inTree >= removed) return void 0;
  return {
    rule: "ledger.mass-removal",
    message: `${removed} of the ${recorded} metrics the ledger records are not in the tree, which holds ${inTree} definition(s): the configuration probably points at the wrong place (metrics.dir in metrics-as-code.yaml, or --cwd). Nothing was sent; if the metrics really were removed, remove them from the ledger first`
  };
}
function rejectionDiagnostics(planned, error2) {
  const { definition } = planned;
  const atDefinition = (rule, message) => ({
    file: definition.file,
    line: definition.line,
    column: definition.column,
    severity: "error",
    rule,
    path: "",
    message
  });
  if (error2.kind === "conflict") return [atDefinition("remote.conflict", conflictMessage(definition.id))];
  if (error2.fieldErrors.length === 0) {
    return [
      atDefinition("remote.rejected", `the Console API rejected \`${definition.id}\`: ${error2.message}`)
    ];
  }
  return error2.fieldErrors.map((fieldError) => ({
    ...definition.locate(parseProperty(fieldError.property)),
    severity: "error",
    rule: "remote.rejected",
    path: fieldError.property,
    message: `the Console API rejected ${fieldError.property || "it"}: ${fieldError.errorMessage}`
  }));
}
function conflictMessage(id) {
  return `\`${id}\` already exists in the Console but not in this repository's ledger: it was created elsewhere. Rename this definition, or record the existing metric as this one with \`metrics-as-code apply --adopt-existing\` (Action input \`adopt-existing: true\`).`;
}
function parseProperty(property) {
  if (!property) return [];
  return property.replace(/\[(\d+)\]/g, ".$1").split(".").filter((segment) => segment.length > 0).map((segment) => /^\d+$/.test(segment) ? Number(segment) : segment);
}

// src/reconcile/apply.ts
async function apply(options) {
  const state = new RunState(options.validation, await options.store.read());
  const recorder = new LedgerRecorder(options.store, options.identity, options.flush);
  const now = options.now ?? (() => /* @__PURE__ */ new Date());
  for (const entry of state.planned.filter((p) => p.action === "invalid")) {
    const item = state.item(entry);
    item.result = "skipped";
    item.message = "not created: the definition is invalid";
  }
  if (state.misplaced) return state.finish("apply", options.onChange);
  if (options.acceptChanges) await acceptChanges(state, recorder, options, now);
  const creates = state.planned.filter((entry) => entry.action === "create");
  if (creates.length > 0 && await confirmed(state, creates, options))
    await createAll(state, creates, recorder, options, now);
  await recorder.close().catch((error2) => {
    state.notice(
      `The ledger's journal could not be folded into ${options.store.location} (${error2.message}); nothing is lost, the next run folds it in.`
    );
  });
  return state.finish("apply", options.onChange);
}
async function confirmed(state, creates, options) {
  if (!options.confirm) return true;
  const summaries = creates.map(({ definition: { id, file, line } }) => ({ id, file, line }));
  if (await options.confirm(summaries)) return true;
  for (const entry of creates) {
    const item = state.item(entry);
    item.result = "skipped";
    item.message = "not created: not confirmed";
  }
  state.notice("Nothing was created: the creates were not confirmed. Run again and answer y, or pass --yes.");
  return false;
}
async function acceptChanges(state, recorder, options, now) {
  const changed = state.planned.filter((entry) => entry.action === "changed" && entry.recorded);
  if (changed.length === 0) return;
  const metrics = Object.fromEntries(
    changed.map((entry) => [
      entry.definition.id,
      {
        ...entry.recorded,
        hash: entry.hash,
        file: entry.definition.file,
        ...options.commit && { commit: options.commit },
        acceptedAt: now().toISOString()
      }
    ])
  );
  await recorder.apply((current) => applyChange(current, { metrics }));
  for (const entry of changed) {
    const item = state.item(entry);
    item.result = "exists";
    item.message = "change accepted: the ledger now records this definition";
  }
}
async function createAll(state, creates, recorder, options, now) {
  const byId = new Map(creates.map((entry) => [entry.definition.id, entry]));
  const claims = await claimAll(creates, options, now());
  for (const id of claims.recordedMeanwhile) {
    const item = state.item(byId.get(id));
    item.result = "exists";
    item.message = "created meanwhile by a concurrent run";
  }
  for (const [id, holder] of claims.heldElsewhere) {
    const item = state.item(byId.get(id));
    item.result = "skipped";
    item.message = `being created by ${holderName(holder)} (started ${holder.startedAt}); run again after it ends`;
  }
  const claimed = claims.claimed.map((id) => byId.get(id));
  if (claims.heldElsewhere.size > 0) state.notice(heldNotice(claims.heldElsewhere, claimed.length));
  const writes = [];
  const unknown = [];
  const creating = new Set(claimed.map((entry) => entry.definition.id));
  const counts = { done: 0, succeeded: 0, failed: 0 };
  const progress = () => options.onProgress?.({
    phase: "create",
    total: claimed.length,
    waiting: () => options.client.budgetWait,
    ...counts
  });
  progress();
  for (const wave of creationWaves(claimed)) {
    await Promise.all(
      wave.map(async (entry) => {
        if (state.authFailure) return;
        if (skipForMissingComponents(state, entry, creating)) {
          writes.push(recorder.drop(entry.definition.id).catch(() => {
          }));
          return;
        }
        const outcome = await options.client.create(entry.definition.body);
        const settled = settle(state, entry, outcome, claims.inherited.has(entry.definition.id), options);
        counts.done++;
        if (settled === "record") counts.succeeded++;
        else counts.failed++;
        progress();
        if (settled === "record") writes.push(record2(state, entry, recorder, options, now, unknown));
        else if (settled === "drop") writes.push(recorder.drop(entry.definition.id).catch(() => {
        }));
        else unknown.push(entry.definition.id);
      })
    );
  }
  state.markUnreached(claimed);
  await recorder.flush();
  await Promise.all(writes);
  const leftover = claimed.filter((entry) => state.item(entry).result === "skipped").map((entry) => entry.definition.id).concat(unknown);
  if (leftover.length > 0) {
    await recorder.apply((current) => releaseClaims(current, options.identity, leftover)).catch(() => {
    });
  }
}
function skipForMissingComponents(state, entry, creating) {
  const missing = dependenciesOf(entry, creating).filter((id) => {
    const component = state.plannedById(id);
    const result = component && state.item(component).result;
    return result !== "created" && result !== "exists";
  });
  if (missing.length === 0) return false;
  const item = state.item(entry);
  item.result = "skipped";
  item.message = `not created: its component ${missing.map((id) => `\`${id}\``).join(", ")} was not created in this run; the next run creates it after that component`;
  return true;
}
async function claimAll(creates, options, at2) {
  const wanted = creates.map((entry) => ({
    id: entry.definition.id,
    hash: entry.hash,
    file: entry.definition.file
  }));
  let result;
  await options.store.update((current) => {
    result = claim(current, wanted, options.identity, at2);
    return result.claimed.length > 0 ? result.ledger : current;
  });
  return result;
}
function settle(state, entry, outcome, inherited, options) {
  const item = state.item(entry);
  if (outcome.ok) {
    item.result = "created";
    if (outcome.recovered) item.message = "the first answer was lost; the retry found it in place";
    if (typeof outcome.data?.permalink === "string") item.url = outcome.data.permalink;
    return "record";
  }
  if (outcome.error.kind === "conflict" && (inherited || options.adoptExisting)) {
    item.result = "exists";
    item.message = inherited ? "created by an earlier, interrupted run of this repository; now recorded" : "already existed in the Console; adopted into the ledger";
    return "record";
  }
  state.settleFailure(entry, outcome.error);
  return outcome.ambiguous ? "keep" : "drop";
}
function record2(state, entry, recorder, options, now, unknown) {
  const id = entry.definition.id;
  const ledgerEntry = {
    id,
    hash: entry.hash,
    file: entry.definition.file,
    ...options.commit && { commit: options.commit },
    createdAt: now().toISOString()
  };
  return recorder.record(ledgerEntry).catch((error2) => {
    unknown.push(id);
    const item = state.item(entry);
    item.message = `${item.message ? `${item.message}; ` : ""}not yet recorded in the ledger (${error2.message}): run again to record it`;
    state.transientFailures++;
  });
}
function heldNotice(held, claimedHere) {
  const holders = [...new Set([...held.values()].map(holderName))];
  const nothing = claimedHere === 0 ? " This run created nothing." : "";
  return `${held.size} definition(s) are being created by ${holders.join(", ")}, which records them; this run did not create them.${nothing} If that run is no longer going, run again: the claim of a run that died is taken over.`;
}
function holderName(holder) {
  const workflowRun = holder.lineage?.match(/^github-run-(\d+)$/)?.[1];
  if (workflowRun) return `workflow run ${workflowRun}`;
  if (holder.pid !== void 0 && holder.host)
    return `another apply (process ${holder.pid} on ${holder.host})`;
  return holder.runId ? `another apply (run ${holder.runId})` : "another apply";
}

// src/reconcile/file-store.ts
import { randomBytes as randomBytes2 } from "node:crypto";
import {
  appendFile as appendFile2,
  link,
  mkdir as mkdir3,
  open as open3,
  readFile,
  rm as rm4,
  stat as stat2,
  writeFile as writeFile2
} from "node:fs/promises";
import { hostname as hostname2 } from "node:os";
import { dirname as dirname3 } from "node:path";

// src/files/atomic-write.ts
import { randomBytes } from "node:crypto";
import { mkdir as mkdir2, open as open2, rename as rename2, rm as rm3 } from "node:fs/promises";
import { dirname as dirname2 } from "node:path";
async function writeFileAtomically(path, text) {
  await mkdir2(dirname2(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  const handle = await open2(temporary, "w");
  try {
    await handle.writeFile(text, "utf8");
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename2(temporary, path);
  } catch (error2) {
    await rm3(temporary, { force: true });
    throw error2;
  }
}

// src/reconcile/file-store.ts
var LOCK_WAIT_MS = 6e4;
var LOCK_STALE_MS = 12e4;
var LedgerBusyError = class extends ToolError {
  name = "LedgerBusyError";
  exitCode = 3 /* Transient */;
  rule = "ledger.busy";
  constructor(lockPath, waitedMs) {
    super(
      `another apply is running: the ledger lock ${lockPath} was held by another run for over ${Math.round(waitedMs / 1e3)} s; run again when it ends (if no other run is going, delete the lock file)`
    );
  }
};
var LedgerLocationError = class extends ToolError {
  name = "LedgerLocationError";
  exitCode = 2 /* Usage */;
  rule = "ledger.outside-repository";
  constructor(path) {
    super(
      `the state ledger ${path} leads outside the repository through a symbolic link, so it is neither read nor written: set state.file in the config to a path inside the repository, or replace the link with the file itself`
    );
  }
};
var FileLedgerStore = class {
  constructor(path, options = {}) {
    this.path = path;
    this.options = options;
    this.location = path;
  }
  path;
  options;
  location;
  /**
   * The file to read and replace: a link inside the repository is written through (replacing the
   * link by a file would silently detach its target); one leading outside is refused.
   */
  async target() {
    if (this.options.root && await escapesThroughLink(this.options.root, this.path))
      throw new LedgerLocationError(this.path);
    return realLocation(this.path);
  }
  async read() {
    const target = await this.target();
    const [base, journal] = await Promise.all([this.readAt(target), this.readJournal(target)]);
    return applyJournal(base, journal);
  }
  async readAt(path) {
    const text = await readIfPresent(path);
    return text === void 0 ? emptyLedger() : parseLedger(text, this.path);
  }
  /**
   * The journal beside the ledger: one batch a line. A last line without its newline is a write
   * cut short by a kill; the claims cover what it held, so it is left out, not refused.
   */
  async readJournal(target) {
    const text = await readIfPresent(journalPath(target));
    if (text === void 0) return [];
    return text.split("\n").slice(0, -1).filter((line) => line.trim() !== "").map((line, i) => parseJournalBatch(line, `${journalPath(this.path)} line ${i + 1}`));
  }
  async update(mutate) {
    return this.locked(async (target) => {
      const [base, journal] = await Promise.all([this.readAt(target), this.readJournal(target)]);
      const current = applyJournal(base, journal);
      const next = mutate(current);
      if (journal.length > 0 || canonicalJson(next) !== canonicalJson(base))
        await writeFileAtomically(target, serializeLedger(next));
      if (journal.length > 0) await rm4(journalPath(target), { force: true });
      return next;
    });
  }
  /** One line appended: the cost of a batch is its own size, never the ledger's. */
  async append(batch) {
    await this.locked(async (target) => {
      const path = journalPath(target);
      await dropTornTail(path);
      await appendFile2(path, `${JSON.stringify(batch)}
`);
    });
  }
  async compact() {
    await this.update((current) => current);
  }
  async locked(task) {
    const target = await this.target();
    await mkdir3(dirname3(target), { recursive: true });
    const release = await acquireLock(
      `${target}.lock`,
      this.options.lockWaitMs ?? LOCK_WAIT_MS,
      this.options.onLockWait
    );
    try {
      await removeAbandonedTemporaries(target);
      return await task(target);
    } finally {
      await release();
    }
  }
};
async function dropTornTail(path) {
  let handle;
  try {
    handle = await open3(path, "r+");
  } catch (error2) {
    if (error2.code === "ENOENT") return;
    throw error2;
  }
  try {
    const { size } = await handle.stat();
    if (size === 0) return;
    const last = Buffer.alloc(1);
    await handle.read(last, 0, 1, size - 1);
    if (last[0] === 10) return;
    const text = await readFile(path);
    await handle.truncate(text.lastIndexOf(10) + 1);
  } finally {
    await handle.close();
  }
}
function journalPath(ledgerPath) {
  return `${ledgerPath}.journal`;
}
async function readIfPresent(path) {
  try {
    return await readFile(path, "utf8");
  } catch (error2) {
    if (error2.code === "ENOENT") return void 0;
    throw error2;
  }
}
async function acquireLock(lockPath, waitMs, onWait) {
  const deadline = Date.now() + waitMs;
  const owner = { pid: process.pid, host: hostname2() };
  let told = false;
  for (let attempt = 0; ; attempt++) {
    if (await createWithContent(lockPath, JSON.stringify(owner))) return () => rm4(lockPath, { force: true });
    if (await isAbandoned(lockPath)) {
      await rm4(lockPath, { force: true });
      continue;
    }
    if (!told && onWait) {
      told = true;
      onWait(
        `waiting for the ledger lock ${lockPath}: another apply is running (${await holderOf(lockPath)}); giving up after ${Math.round(waitMs / 1e3)} s`
      );
    }
    if (Date.now() > deadline) {
      throw new LedgerBusyError(lockPath, waitMs);
    }
    await new Promise(
      (resolve3) => setTimeout(resolve3, Math.min(200, 5 * 2 ** attempt) * (0.5 + Math.random()))
    );
  }
}
async function createWithContent(path, content) {
  const staging = `${path}.${process.pid}.${randomBytes2(4).toString("hex")}.tmp`;
  await writeFile2(staging, content);
  try {
    await link(staging, path);
    return true;
  } catch (error2) {
    if (error2.code !== "EEXIST") throw error2;
    return false;
  } finally {
    await rm4(staging, { force: true });
  }
}
async function holderOf(lockPath) {
  try {
    const owner = JSON.parse(await readFile(lockPath, "utf8"));
    return `pid ${Number(owner.pid)} on ${String(owner.host).slice(0, 100)}`;
  } catch {
    return "a run that is starting";
  }
}
async function isAbandoned(lockPath) {
  try {
    const [text, info2] = await Promise.all([readFile(lockPath, "utf8"), stat2(lockPath)]);
    if (Date.now() - info2.mtimeMs > LOCK_STALE_MS) return true;
    const owner = JSON.parse(text);
    if (typeof owner.pid !== "number") return false;
    return owner.host === hostname2() && !isProcessAlive(owner.pid);
  } catch {
    return false;
  }
}

// src/reconcile/plan.ts
async function plan(options) {
  const state = new RunState(options.validation, await options.store.read());
  const { client } = options;
  if (client && !state.misplaced) {
    const targets = state.planned.filter(
      (entry) => options.dryRunAll ? entry.action !== "invalid" : entry.action === "create"
    );
    await dryRunEach(state, client, targets, options.onProgress);
    state.markUnreached(targets);
  }
  const orderNotice = creationOrderNotice(state.planned.filter((entry) => entry.action === "create"));
  if (orderNotice) state.notice(orderNotice);
  return state.finish("plan", options.onChange);
}
function creationOrderNotice(creates) {
  const waves = creationWaves(creates);
  if (waves.length < 2) return void 0;
  const later = waves.slice(1).map(
    (wave, i) => `then ${wave.map((entry) => `\`${entry.definition.id}\``).join(", ")}${i === waves.length - 2 ? "" : ","}`
  ).join(" ");
  return `apply creates components before the composites that use them: first ${waves[0].length} metric(s), ${later}.`;
}
async function dryRunEach(state, client, targets, onProgress) {
  const counts = { done: 0, succeeded: 0, failed: 0 };
  const progress = () => onProgress?.({ phase: "dry-run", total: targets.length, waiting: () => client.budgetWait, ...counts });
  progress();
  await Promise.all(
    targets.map(async (target) => {
      if (state.authFailure) return;
      const outcome = await client.dryRun(target.definition.body);
      counts.done++;
      if (outcome.ok) counts.succeeded++;
      else counts.failed++;
      progress();
      const item = state.item(target);
      if (outcome.ok) {
        item.result = "valid";
      } else if (outcome.error.kind === "conflict" && target.action !== "create") {
        item.result = "valid";
        item.message = "exists, as recorded";
      } else {
        state.settleFailure(target, outcome.error);
      }
    })
  );
}

// src/reconcile/reviews-digest.ts
var DAY_MS = 864e5;
function summarizeReview(dynamicConfig, review, now, staleAfterDays) {
  const created = Date.parse(review.created_at);
  const ageDays = Number.isNaN(created) ? 0 : Math.max(0, Math.floor((now.getTime() - created) / DAY_MS));
  const needs = needsOf(review.status);
  const { risk, reason } = riskOf(review.type);
  const reviewers = review.reviewers.map((reviewer) => ({ id: reviewer.id, kind: reviewer.kind }));
  return {
    dynamicConfig,
    review_id: review.review_id,
    status: review.status,
    type: review.type,
    author: review.author.email ?? review.author.id,
    authorId: review.author.id,
    reviewers,
    created_at: review.created_at,
    ageDays,
    description: review.description,
    needs,
    risk,
    riskReason: reason,
    stale: ageDays > staleAfterDays,
    noReviewers: needs === "review" && reviewers.length === 0
  };
}
async function collectReviews(client, config, now) {
  const outcome = { reviews: [], problems: [], transientFailures: 0 };
  const perConfig = await Promise.all(
    config.dynamicConfigs.map(async ({ id }) => ({
      id,
      answer: await client.listReviews(id, {
        statuses: config.reviews.statuses,
        ...config.reviews.maxAgeDays !== void 0 && { maxAgeDays: config.reviews.maxAgeDays },
        now
      })
    }))
  );
  for (const { id, answer } of perConfig) {
    if (answer.ok) {
      const stale = config.reviews.staleAfterDays;
      outcome.reviews.push(...answer.reviews.map((review) => summarizeReview(id, review, now, stale)));
      continue;
    }
    if (answer.error.kind === "auth" || answer.error.kind === "config") outcome.authFailure ??= answer.error;
    if (answer.error.kind === "transient") outcome.transientFailures++;
    outcome.problems.push({ dynamicConfig: id, message: problemMessage(answer.error) });
  }
  outcome.reviews = digestOrder(outcome.reviews);
  return outcome;
}
function problemMessage(error2) {
  if (error2.status === 404) return "no such dynamic config (check the id in `dynamicConfigs` of the config)";
  return error2.message;
}

// src/reconcile/validation-report.ts
function validationReport(validation, notices = []) {
  const items = validation.definitions.map(
    (definition) => ({
      file: definition.file,
      line: definition.line,
      name: definition.name,
      type: definition.type,
      id: definition.id,
      action: definition.valid ? "create" : "invalid",
      result: definition.valid ? "valid" : "skipped"
    })
  );
  return reportOf("validate", {
    files: validation.files,
    definitions: validation.definitions.length,
    diagnostics: validation.diagnostics,
    items,
    notices
  });
}
function onlyFiles(validation, paths) {
  const files = new Set(paths.filter((path) => !path.endsWith("/")));
  const folders = paths.filter((path) => path.endsWith("/"));
  const named = (file) => files.has(file) || folders.some((folder) => file.startsWith(folder));
  const known = new Set(validation.fileNames);
  const checked2 = validation.fileNames.filter(named);
  const skipped = [...files].filter((file) => !known.has(file));
  const severity = checked2.length === 0 ? "error" : "warning";
  const why = "it is outside metrics.dir, or metrics.include or metrics.exclude leave it out";
  const notDefinitions = skipped.map(
    (file) => pathDiagnostic(
      file,
      severity,
      "files.not-a-definition",
      `not checked: \`${file}\` is not a definition file (${why})`
    )
  );
  if (checked2.length === 0 && skipped.length === 0)
    for (const folder of folders)
      notDefinitions.push(
        pathDiagnostic(
          folder,
          "error",
          "files.none",
          `nothing to check: no definition file under \`${folder}\``
        )
      );
  return {
    ...validation,
    files: checked2.length,
    fileNames: checked2,
    definitions: validation.definitions.filter((definition) => named(definition.file)),
    diagnostics: sortDiagnostics([
      ...validation.diagnostics.filter((diagnostic) => named(diagnostic.file)),
      ...notDefinitions
    ])
  };
}
function pathDiagnostic(file, severity, rule, message) {
  return { file, line: 1, column: 1, severity, rule, message, path: "" };
}

// src/reconcile/run.ts
var CONFIG_STOPPED = {
  rule: "config.invalid",
  message: "the configuration has errors (listed): nothing was checked"
};
function stoppedOutcome(mode, diagnostics, failure, exitCode = 2 /* Usage */) {
  return { report: reportOf(mode, { diagnostics, ...failure && { failure } }), exitCode };
}
var clientLoading;
function clientModule() {
  clientLoading ??= import("./action-chunks/client-VHP7PP4O.js");
  return clientLoading;
}
async function execute(request2) {
  if (request2.mode !== "validate" && !request2.localOnly) clientModule().catch(() => {
  });
  if (request2.mode === "reviews") return executeReviews(request2);
  const { validateRepository } = await import("./action-chunks/validate-3VETARIG.js");
  const loaded = await validateRepository({
    cwd: request2.cwd,
    ...request2.configFile !== void 0 && { configFile: request2.configFile },
    ...request2.workers && { workers: request2.workers }
  });
  if (!loaded.ok) return stoppedOutcome(request2.mode, loaded.diagnostics, CONFIG_STOPPED);
  const { validation, notice } = withTrustedSettings(loaded.result, request2.trusted);
  const outcome = await executeValidated(request2, validation);
  if (notice) outcome.report.notices.push(notice);
  return { ...outcome, config: validation.config };
}
async function executeReviews(request2) {
  const loaded = await loadConfig(request2.cwd, request2.configFile);
  if (!loaded.ok) return stoppedOutcome(request2.mode, loaded.diagnostics, CONFIG_STOPPED);
  const bare = {
    config: loaded.config,
    files: 0,
    fileNames: [],
    definitions: [],
    diagnostics: []
  };
  const { validation, notice } = withTrustedSettings(bare, request2.trusted);
  const outcome = await executeValidated(request2, validation);
  outcome.report.diagnostics.unshift(...loaded.diagnostics);
  if (notice) outcome.report.notices.push(notice);
  return { ...outcome, config: validation.config };
}
function withTrustedSettings(validation, trusted) {
  if (!trusted) return { validation };
  const own = keySettingsOf(validation.config);
  const changed = KEY_SETTINGS.filter(
    (key) => JSON.stringify(own[key]) !== JSON.stringify(trusted.settings[key])
  );
  const { apiUrl: _untrusted, ...rest } = validation.config;
  const config = { ...rest, ...trusted.settings };
  const result = { validation: { ...validation, config } };
  if (changed.length === 0) return result;
  const keys = changed.map((key) => `\`${key}\``).join(", ");
  return {
    ...result,
    notice: `This pull request changes ${keys} in the config: that takes effect after merge. This run used ${trusted.source}.`
  };
}
async function executeValidated(request2, validation) {
  if (request2.mode === "validate") return validationOutcome(validation, request2.only);
  if (request2.localOnly) return localPlan(request2, validation, request2.localOnly.notice);
  const client = await connect(request2, validation.config);
  if ("rule" in client) return stoppedOutcome(request2.mode, validation.diagnostics, client);
  const interrupt = () => client.stopSending("interrupted (Ctrl-C) before it was sent: running again creates the rest");
  request2.signal?.addEventListener("abort", interrupt, { once: true });
  try {
    const outcome = await executeRemote(request2, validation, client);
    return request2.signal?.aborted ? interrupted(outcome) : outcome;
  } catch (error2) {
    if (!(error2 instanceof ToolError)) throw error2;
    const failure = { rule: error2.rule, message: redactWith(request2.apiKey, error2.message) };
    return stoppedOutcome(request2.mode, validation.diagnostics, failure, error2.exitCode);
  } finally {
    request2.signal?.removeEventListener("abort", interrupt);
    await client.close();
  }
}
async function connect(request2, config) {
  const cannot = (rule, why) => ({
    rule,
    message: `cannot ${request2.mode}: ${redactWith(request2.apiKey, why)}`
  });
  const apiUrl = request2.apiUrl ?? config.apiUrl;
  if (!apiUrl)
    return cannot(
      "config.api-url",
      "no Console API URL (--api-url, CONSOLE_API_URL or apiUrl in the config)"
    );
  if (!request2.apiKey) return cannot("config.api-key", "no API key (CONSOLE_API_KEY)");
  const insecure = insecureUrlProblem(apiUrl, config.allowInsecureHttp);
  if (insecure) return cannot("config.insecure-api-url", insecure);
  const { ConsoleClient, clientOptionsFromConfig } = await clientModule();
  try {
    return new ConsoleClient({
      ...clientOptionsFromConfig(
        config.api,
        { baseUrl: apiUrl, apiKey: request2.apiKey },
        request2.pullRequest
      ),
      ...request2.userAgent && { userAgent: request2.userAgent },
      ...request2.retry && { retry: request2.retry },
      ...request2.clock && { clock: request2.clock }
    });
  } catch (error2) {
    return cannot("config.api-url", error2.message);
  }
}
async function executeRemote(request2, validation, client) {
  const { config } = validation;
  const now = request2.now ?? (() => /* @__PURE__ */ new Date());
  if (request2.mode === "reviews") return reviewsOutcome(client, config, now());
  const store = ledgerStore(request2, config);
  const options = {
    validation,
    store,
    client,
    onChange: config.onChange,
    identity: request2.identity ?? localRunIdentity(randomUUID2()),
    now,
    ...request2.commit && { commit: request2.commit },
    ...request2.dryRunAll && { dryRunAll: true },
    ...request2.adoptExisting && { adoptExisting: true },
    ...request2.acceptChanges && { acceptChanges: true },
    ...request2.onProgress && { onProgress: request2.onProgress },
    ...request2.confirm && { confirm: request2.confirm },
    flush: { maxRecords: config.state.flushRecords, maxDelayMs: config.state.flushSeconds * 1e3 }
  };
  const outcome = request2.mode === "apply" ? await apply(options) : await plan(options);
  if (!request2.withReviews || config.dynamicConfigs.length === 0) return outcome;
  const reviews = await reviewsOutcome(client, config, now());
  outcome.report.reviews = reviews.report.reviews;
  outcome.report.reviewProblems = reviews.report.reviewProblems;
  const serious = [4 /* Auth */, 3 /* Transient */, 2 /* Usage */].includes(reviews.exitCode);
  if (serious && (outcome.exitCode === 0 /* Ok */ || outcome.exitCode === 1 /* Findings */)) {
    outcome.exitCode = reviews.exitCode;
    if (reviews.report.failure) outcome.report.failure ??= reviews.report.failure;
  }
  return outcome;
}
async function localPlan(request2, validation, notice) {
  const store = ledgerStore(request2, validation.config);
  try {
    const outcome = await plan({
      validation,
      store,
      identity: localRunIdentity(randomUUID2()),
      onChange: validation.config.onChange
    });
    outcome.report.notices.unshift(notice);
    return outcome;
  } catch (error2) {
    const fallback = validationOutcome(validation, void 0);
    fallback.report.notices.push(
      notice,
      `The ledger at ${store.location} could not be read (${error2.message}).`
    );
    return fallback;
  }
}
function ledgerStore(request2, config) {
  return request2.store?.(config) ?? new FileLedgerStore(resolve(request2.cwd, config.state.file), {
    root: request2.cwd,
    ...request2.lockWaitMs !== void 0 && { lockWaitMs: request2.lockWaitMs },
    ...request2.onWaiting && { onLockWait: request2.onWaiting }
  });
}
function validationOutcome(validation, only) {
  const checked2 = withCatalogueChecks(validation);
  const report = validationReport(only ? onlyFiles(checked2, only) : checked2);
  return { report, exitCode: exitCodeOf({ auth: false, transient: false, errors: report.summary.errors }) };
}
async function reviewsOutcome(client, config, now) {
  const collected = await collectReviews(client, config, now);
  const report = reportOf("reviews", {
    reviews: collected.reviews,
    reviewProblems: collected.problems,
    ...collected.authFailure && {
      failure: collected.authFailure.kind === "config" ? { rule: "config.api-url", message: collected.authFailure.message } : {
        rule: "api.auth",
        message: `the Console API refused the API key: ${collected.authFailure.message}`
      }
    },
    ...!collected.authFailure && collected.transientFailures > 0 && {
      failure: {
        rule: "api.unavailable",
        message: `the reviews of ${collected.transientFailures} dynamic config(s) could not be read after retries (the service was unavailable); nothing is lost: run again`
      }
    }
  });
  if (collected.authFailure?.kind === "config") return { report, exitCode: 2 /* Usage */ };
  const exitCode = exitCodeOf({
    auth: !!collected.authFailure,
    transient: collected.transientFailures > 0,
    errors: collected.problems.length
  });
  return { report, exitCode };
}
function insecureUrlProblem(apiUrl, allowed) {
  if (allowed || !isCleartextRemote(apiUrl)) return void 0;
  const { origin } = new URL(apiUrl);
  return `the Console API URL ${origin} is plain http to a host other than loopback, so the API key would travel in clear text: use https, or set \`allowInsecureHttp: true\` in the config`;
}
function interrupted(outcome) {
  const { created } = outcome.report.summary;
  const message = `interrupted (Ctrl-C): ${created} metric(s) created and recorded before it; nothing more was sent: running again creates the rest`;
  return {
    ...outcome,
    report: { ...outcome.report, failure: { rule: "run.interrupted", message } },
    exitCode: 3 /* Transient */
  };
}
function redactWith(apiKey, text) {
  return apiKey ? redact(text, apiKey) : text;
}

// src/report/json.ts
function toJsonReport(report) {
  const s = report.summary;
  return {
    summary: {
      files: s.files,
      definitions: s.definitions,
      errors: s.errors,
      warnings: s.warnings,
      create: s.create,
      unchanged: s.unchanged,
      changed: s.changed,
      removed: s.removed,
      created: s.created,
      failed: s.failed
    },
    ...report.failure && { failure: { rule: report.failure.rule, message: report.failure.message } },
    diagnostics: report.diagnostics.map((d) => ({
      file: d.file,
      line: d.line,
      column: d.column,
      severity: d.severity,
      rule: d.rule,
      message: d.message,
      path: d.path
    })),
    items: report.items.map(jsonItem),
    reviews: report.reviews.map((r) => ({
      dynamicConfig: r.dynamicConfig,
      review_id: r.review_id,
      status: r.status,
      type: r.type,
      author: r.author,
      created_at: r.created_at,
      description: r.description,
      reviewers: r.reviewers.map((reviewer) => ({ id: reviewer.id, kind: reviewer.kind })),
      needs: r.needs,
      risk: r.risk,
      riskReason: r.riskReason,
      ageDays: Math.floor(r.ageDays),
      stale: r.stale,
      ...r.new !== void 0 && { new: r.new }
    })),
    reviewProblems: report.reviewProblems.map((p) => ({
      dynamicConfig: p.dynamicConfig,
      message: p.message
    }))
  };
}
function jsonItem(item) {
  const out = {
    file: item.file,
    line: item.line,
    name: item.name,
    type: item.type,
    id: item.id,
    action: item.action
  };
  if (item.result !== void 0) out.result = item.result;
  if (item.message !== void 0) out.message = item.message;
  if (item.url !== void 0) out.url = item.url;
  return out;
}
function renderJson(report) {
  return `${JSON.stringify(toJsonReport(report), null, 2)}
`;
}

// src/report/progress.ts
var REDRAW_MS = 100;
var VERB = { "dry-run": "dry-running", create: "creating" };
var DONE = { "dry-run": "passed", create: "created" };
function progressReporter(options) {
  const now = options.now ?? (() => performance.now());
  const every = options.tty ? 1e3 : options.logEveryMs ?? 3e4;
  let last;
  let phaseStarted = 0;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let shown = false;
  let timer;
  const emit = () => {
    if (!last) return;
    lastWrite = now();
    shown = true;
    const line = progressLine(last, now() - phaseStarted);
    options.write(options.tty ? `\r${line}\x1B[K` : `${line}
`);
  };
  return {
    update(event) {
      const newPhase = last?.phase !== event.phase;
      if (newPhase) phaseStarted = now();
      last = event;
      if (event.total < 20 && !newPhase && event.done < event.total) return;
      timer ??= setInterval(emit, every).unref();
      const quiet = options.tty ? REDRAW_MS : every;
      if (newPhase || event.done === event.total || now() - lastWrite >= quiet) emit();
    },
    done() {
      clearInterval(timer);
      timer = void 0;
      if (shown && options.tty) options.write("\r\x1B[K");
    }
  };
}
function progressLine(event, elapsedMs) {
  const parts = [
    `${VERB[event.phase]} ${event.done}/${event.total}`,
    `${event.succeeded} ${DONE[event.phase]}, ${event.failed} failed`
  ];
  const waiting = event.waiting();
  if (waiting) {
    const seconds = Math.max(0, Math.ceil((waiting.untilMs - performance.now()) / 1e3));
    parts.push(
      `waiting ${duration(seconds)} for the ${waiting.window.requests}/${windowText(waiting.window.perSeconds)} budget`
    );
  }
  const left = event.done > 0 && event.done < event.total ? elapsedMs / event.done * (event.total - event.done) : 0;
  const estimate = left >= 6e4 ? `; about ${Math.round(left / 6e4)} min left` : "";
  return `${parts.join(" \xB7 ")}${estimate}`;
}
function duration(seconds) {
  return seconds >= 60 ? `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, "0")}s` : `${seconds}s`;
}
function windowText(perSeconds) {
  if (perSeconds >= 60 && perSeconds % 60 === 0) return `${perSeconds / 60}min`;
  return `${perSeconds}s`;
}

// src/report/review-memory.ts
import { createHash as createHash2 } from "node:crypto";
var SEEN_MARKER = /<!-- metrics-as-code:reviews-seen ([0-9a-f ]*) -->/;
var MAX_REMEMBERED = 2e3;
function keyOf(dynamicConfig, reviewId) {
  return createHash2("sha1").update(`${dynamicConfig}/${reviewId}`).digest("hex").slice(0, 10);
}
function seenReviews(body) {
  const match = body ? SEEN_MARKER.exec(body) : null;
  return match ? new Set(match[1].split(" ").filter(Boolean)) : void 0;
}
function markNewSince(report, seen) {
  if (!seen) return report;
  const now = new Set(report.reviews.map((review) => keyOf(review.dynamicConfig, review.review_id)));
  const reviews = report.reviews.map((review) => ({
    ...review,
    new: !seen.has(keyOf(review.dynamicConfig, review.review_id))
  }));
  const closed = [...seen].filter((key) => !now.has(key)).length;
  return { ...report, reviews, ...report.reviewProblems.length === 0 && { reviewsClosedSince: closed } };
}
function seenMarker(report) {
  const keys = report.reviews.slice(0, MAX_REMEMBERED).map((r) => keyOf(r.dynamicConfig, r.review_id));
  return `<!-- metrics-as-code:reviews-seen ${keys.join(" ")} -->`;
}

// src/action/annotations.ts
import { posix } from "node:path";
var ANNOTATIONS_PER_SEVERITY = 10;
function annotate(report, scrub, options = {}) {
  const workingDirectory = options.workingDirectory ?? ".";
  const used = { error: options.failing ? 1 : 0, warning: 0 };
  let omitted = 0;
  for (const diagnostic of report.diagnostics) {
    if (used[diagnostic.severity] >= ANNOTATIONS_PER_SEVERITY) {
      omitted++;
      continue;
    }
    used[diagnostic.severity]++;
    const properties = {
      title: `metrics-as-code ${diagnostic.rule}`,
      file: posix.normalize(posix.join(workingDirectory.replace(/\\/g, "/"), diagnostic.file)),
      startLine: diagnostic.line,
      startColumn: diagnostic.column
    };
    const message = scrub(diagnostic.message);
    if (diagnostic.severity === "error") error(message, properties);
    else warning(message, properties);
  }
  return omitted;
}

// src/action/settings.ts
import { readFileSync } from "node:fs";
var SettingsError = class extends ToolError {
  name = "SettingsError";
  exitCode = 2 /* Usage */;
  rule = "action.input";
};
function readSettings(env = process.env) {
  const apiKey = getInput("api-key") || void 0;
  if (apiKey) setSecret(apiKey);
  const githubToken = getInput("github-token");
  if (githubToken) setSecret(githubToken);
  const [owner = "", repo = ""] = (env.GITHUB_REPOSITORY ?? "").split("/");
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const pullRequest = pullRequestOf(payload);
  const requested = modeInput(getInput("mode") || "auto");
  const defaultBranch = payload.repository?.default_branch;
  const mode = requested === "auto" ? autoMode(eventName, env.GITHUB_REF, defaultBranch) : requested;
  let localOnlyReason;
  if (mode === "plan" && pullRequest?.fromFork) {
    localOnlyReason = "This pull request comes from a fork, so it has no access to the Console API key: local validation only.";
  } else if ((mode === "plan" || mode === "apply" || mode === "reviews") && !apiKey) {
    if (mode !== "plan") throw new SettingsError(`mode ${mode} needs the api-key input (a Console API key)`);
    localOnlyReason = "No api-key input was given, so definitions were checked locally only (no dry run).";
  }
  const serverUrl = env.GITHUB_SERVER_URL ?? "https://github.com";
  const runUrl = env.GITHUB_RUN_ID ? `${serverUrl}/${owner}/${repo}/actions/runs/${env.GITHUB_RUN_ID}` : void 0;
  const settings = {
    githubToken,
    workingDirectory: getInput("working-directory") || ".",
    mode,
    comment: booleanInput("comment", true),
    adoptExisting: booleanInput("adopt-existing", false),
    reviewsIssue: booleanInput("reviews-issue", false),
    eventName,
    owner,
    repo,
    sha: env.GITHUB_SHA ?? "",
    repositoryUrl: `${serverUrl}/${owner}/${repo}`,
    githubApiUrl: env.GITHUB_API_URL ?? "https://api.github.com"
  };
  const configFile = getInput("config");
  if (configFile && configFile !== DEFAULT_CONFIG_FILE) settings.configFile = configFile;
  if (apiKey) settings.apiKey = apiKey;
  const apiUrl = getInput("api-url") || env.CONSOLE_API_URL;
  if (apiUrl) settings.apiUrl = apiUrl;
  if (defaultBranch) settings.defaultBranch = defaultBranch;
  if (pullRequest) settings.pullRequest = pullRequest;
  if (runUrl) settings.runUrl = runUrl;
  if (localOnlyReason) settings.localOnlyReason = localOnlyReason;
  return settings;
}
function autoMode(eventName, ref, defaultBranch) {
  switch (eventName) {
    case "pull_request":
    case "pull_request_target":
      return "plan";
    case "push":
      return defaultBranch && ref === `refs/heads/${defaultBranch}` ? "apply" : "plan";
    case "schedule":
    case "workflow_dispatch":
      return "reviews";
    default:
      return "validate";
  }
}
function modeInput(value) {
  const modes = ["auto", ...RUN_MODES];
  if (!modes.includes(value))
    throw new SettingsError(`input mode must be one of ${modes.join(", ")}; got "${value}"`);
  return value;
}
function booleanInput(name, fallback) {
  const value = getInput(name).trim().toLowerCase();
  if (value === "") return fallback;
  if (["true", "yes", "1", "on"].includes(value)) return true;
  if (["false", "no", "0", "off"].includes(value)) return false;
  throw new SettingsError(`input ${name} must be true or false; got "${value}"`);
}
function readPayload(path) {
  if (!path) return {};
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch (error2) {
    throw new SettingsError(`cannot read the event payload at ${path}: ${error2.message}`);
  }
}
function pullRequestOf(payload) {
  const pr = payload.pull_request;
  if (!pr || typeof pr.number !== "number") return void 0;
  const head = pr.head?.repo?.full_name;
  const base = payload.repository?.full_name;
  const context = {
    number: pr.number,
    fromFork: !head || base !== void 0 && head !== base
  };
  if (pr.head?.sha) context.headSha = pr.head.sha;
  if (pr.base?.ref) context.baseRef = pr.base.ref;
  return context;
}

// src/action/trusted-config.ts
import { posix as posix2 } from "node:path";
async function baseBranchKeySettings(octokit, settings) {
  const baseRef = settings.pullRequest?.baseRef;
  if (!baseRef) return void 0;
  const path = posix2.normalize(
    posix2.join(settings.workingDirectory, settings.configFile ?? DEFAULT_CONFIG_FILE)
  );
  const file = await readFileAt(
    octokit,
    { owner: settings.owner, repo: settings.repo, path, ref: baseRef },
    `the config on the base branch ${baseRef}`
  );
  const defaults = keySettingsOf(defaultConfig());
  if (!file) return { settings: defaults, source: `the defaults (\`${baseRef}\` has no ${path})` };
  const parsed = parseConfig(path, file.text);
  if (!parsed.ok) {
    return { settings: defaults, source: `the defaults (the config on \`${baseRef}\` is not valid)` };
  }
  return { settings: keySettingsOf(parsed.config), source: `the config of the base branch \`${baseRef}\`` };
}

// src/action/main.ts
var USER_AGENT = "metrics-as-code-action";
var REVIEWS_ISSUE_TITLE = "Open reviews of the watched dynamic configs";
async function run() {
  let settings;
  try {
    settings = readSettings();
  } catch (error2) {
    await failEarly(failureOf(error2));
    return;
  }
  const scrub = (text) => settings.apiKey ? redact(text, settings.apiKey) : text;
  try {
    await runWith(settings, scrub);
  } catch (error2) {
    fail(failureOf(error2, scrub));
  }
}
function fail(failure) {
  setFailed(`metrics-as-code: ${failure.message}`);
  process.exitCode = failure.exitCode;
}
async function failEarly(failure) {
  try {
    const mode = getInput("mode");
    const report = failedReport(isRunMode(mode) ? mode : "validate", failure);
    await publishInRun(report, {});
  } finally {
    fail(failure);
  }
}
function failedReport(mode, failure) {
  return reportOf(mode, { failure: { rule: failure.rule, message: failure.message } });
}
var ISSUE_BODY_MAX_CHARS = 65536;
async function runWith(settings, scrub) {
  const octokit = createOctokit({
    token: settings.githubToken,
    baseUrl: settings.githubApiUrl,
    userAgent: USER_AGENT,
    // A second guard behind `scrub`: the key is replaced in anything sent to GitHub.
    ...settings.apiKey && { secrets: [settings.apiKey] }
  });
  const outcome = await executeReported(settings, octokit, scrub);
  const omitted = annotate(outcome.report, scrub, {
    workingDirectory: settings.workingDirectory,
    failing: outcome.exitCode !== 0 /* Ok */
  });
  if (omitted > 0) {
    outcome.report.notices.push(
      `${omitted} more diagnostic(s) than GitHub shows as annotations: all are listed below.`
    );
  }
  await publishInRun(outcome.report, linkContext(settings));
  await publishOnGitHub(octokit, outcome.report, settings, scrub, outcome.config?.reviews);
  finishWith(outcome, scrub);
}
async function executeReported(settings, octokit, scrub) {
  try {
    const request2 = runRequest(settings, octokit);
    if (settings.pullRequest && !settings.localOnlyReason) {
      const trusted = await baseBranchKeySettings(octokit, settings);
      if (trusted) request2.trusted = trusted;
    }
    const progress = groupedProgress();
    const executed = await execute({ ...request2, onProgress: progress.update }).finally(progress.done);
    return { ...executed, report: redactValues(executed.report, scrub) };
  } catch (error2) {
    const failure = failureOf(error2, scrub);
    return { report: failedReport(settings.mode, failure), exitCode: failure.exitCode };
  }
}
function groupedProgress() {
  let grouped = false;
  const reporter = progressReporter({
    tty: false,
    write: (text) => {
      if (!grouped) startGroup("metrics-as-code: progress");
      grouped = true;
      info(text.trimEnd());
    }
  });
  return {
    update: reporter.update,
    done: () => {
      reporter.done();
      if (grouped) endGroup();
    }
  };
}
function runRequest(settings, octokit) {
  const runId = process.env.GITHUB_RUN_ID;
  return {
    mode: settings.mode,
    cwd: resolve2(settings.workingDirectory),
    ...settings.configFile && { configFile: settings.configFile },
    ...settings.apiUrl && { apiUrl: settings.apiUrl },
    ...settings.apiKey && { apiKey: settings.apiKey },
    store: (config) => new GitHubLedgerStore({
      octokit,
      owner: settings.owner,
      repo: settings.repo,
      branch: config.state.branch
    }),
    // Runs are on different machines, so a claim is told apart by its run; a re-run attempt of the
    // same workflow run (same lineage) takes over the claims its dead predecessor left.
    identity: runId ? { runId: `${runId}-${process.env.GITHUB_RUN_ATTEMPT ?? 1}`, lineage: `github-run-${runId}` } : { runId: `local-${Date.now()}` },
    ...settings.sha && { commit: settings.sha },
    adoptExisting: settings.adoptExisting,
    ...settings.localOnlyReason && { localOnly: { notice: settings.localOnlyReason } },
    withReviews: settings.mode === "plan",
    ...settings.pullRequest && { pullRequest: true },
    userAgent: USER_AGENT
  };
}
async function publishInRun(report, links) {
  await summary.addRaw(renderJobSummary(report, links)).write();
  const path = join2(process.env.RUNNER_TEMP ?? process.cwd(), "metrics-as-code-report.json");
  await writeFile3(path, renderJson(report));
  setOutputs(report, path);
}
async function publishOnGitHub(octokit, report, settings, scrub, reviewsConfig) {
  const context = { marker: COMMENT_MARKER, ...linkContext(settings) };
  const { owner, repo } = settings;
  const attempt = async (what, permission, task) => {
    try {
      await task();
    } catch (error2) {
      warning(
        scrub(`Could not ${what} (${error2.message}). The job needs \`${permission}\`.`)
      );
    }
  };
  const pr = settings.pullRequest;
  if (settings.comment && pr?.fromFork) {
    info(
      "No PR comment: a pull request from a fork has a read-only token. The job summary holds the report."
    );
  } else if (settings.comment && pr) {
    await attempt("update the pull request comment", "pull-requests: write", async () => {
      const body = renderComment(report, {
        ...context,
        reviewsForm: reviewsConfig?.inPullRequest ?? "compact"
      });
      const comment = await upsertStickyComment(octokit, {
        owner,
        repo,
        issueNumber: pr.number,
        marker: COMMENT_MARKER,
        body
      });
      setOutput("comment-id", String(comment.id));
    });
  }
  if (settings.mode === "apply" && settings.comment) {
    await attempt(
      "add what was created to the merged pull request",
      "pull-requests: write",
      () => annotateMergedPullRequest(octokit, settings, report)
    );
  }
  if (settings.mode === "reviews" && settings.reviewsIssue) {
    await attempt("update the reviews issue", "issues: write", async () => {
      const body = (previous) => {
        const marked = markNewSince(report, seenReviews(previous));
        const memory = seenMarker(marked);
        const digest = renderComment(marked, {
          ...context,
          marker: REVIEWS_ISSUE_MARKER,
          maxChars: ISSUE_BODY_MAX_CHARS - memory.length - REVIEWS_ISSUE_MARKER.length - 4,
          ...reviewsConfig?.mention && { mentions: reviewsConfig.people }
        });
        return `${digest}
${memory}`;
      };
      await upsertTrackingIssue(octokit, {
        owner,
        repo,
        title: REVIEWS_ISSUE_TITLE,
        marker: REVIEWS_ISSUE_MARKER,
        body
      });
    });
  }
}
async function annotateMergedPullRequest(octokit, settings, report) {
  if (!report.items.some((item) => item.result === "created")) return;
  const issueNumber = await findPullRequestForCommit(octokit, {
    owner: settings.owner,
    repo: settings.repo,
    sha: settings.sha
  });
  if (issueNumber === void 0) return;
  await appendToStickyComment(octokit, {
    owner: settings.owner,
    repo: settings.repo,
    issueNumber,
    marker: COMMENT_MARKER,
    section: renderAppliedSection(report, linkContext(settings))
  });
}
function linkContext(settings) {
  const context = {};
  if (settings.runUrl) context.runUrl = settings.runUrl;
  const sha = settings.pullRequest?.headSha ?? settings.sha;
  if (sha) context.sha = sha;
  if (settings.repositoryUrl && posix3.normalize(settings.workingDirectory) === ".")
    context.repositoryUrl = settings.repositoryUrl;
  return context;
}
function setOutputs(report, reportPath) {
  const { summary: summary2 } = report;
  setOutput("valid", String(summary2.errors === 0));
  setOutput("errors", String(summary2.errors));
  setOutput("warnings", String(summary2.warnings));
  setOutput("to-create", String(summary2.create));
  setOutput(
    "created",
    JSON.stringify(report.items.filter((item) => item.result === "created").map((item) => item.id))
  );
  setOutput("failed", String(summary2.failed));
  setOutput("report", reportPath);
}
function finishWith(outcome, scrub) {
  const { report } = outcome;
  if (outcome.exitCode === 0 /* Ok */) return;
  setFailed(scrub(`metrics-as-code: ${runVerdict(outcome.exitCode, report.summary, report.failure)}`));
  process.exitCode = outcome.exitCode;
}

// src/index.ts
void run();
